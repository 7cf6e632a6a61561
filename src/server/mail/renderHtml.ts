/**
 * A mail document as HTML that mail clients render alike: layout tables marked presentational,
 * data in real tables with header cells, inline styles only (many clients drop `<style>`), and every
 * value escaped, because names and messages are typed by customers.
 */
import 'server-only'
import { withoutEmptyRows, type Cell, type MailBlock, type MailDocument } from './mailDocument'
import { escapeHtml } from '@/server/http/escapeHtml'

const font = 'font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;'
const h1 = `margin:0 0 16px;font-size:24px;line-height:1.3;${font}`
const h2 = `margin:24px 0 8px;font-size:18px;line-height:1.3;${font}`
const p = `margin:0 0 12px;font-size:16px;line-height:1.5;${font}`
const table = 'width:100%;border-collapse:collapse;margin:0 0 8px;'
const cellBase = `padding:6px 8px;border-bottom:1px solid #d6d6d0;font-size:15px;line-height:1.4;vertical-align:top;${font}`
const th = `${cellBase}text-align:left;font-weight:bold;`
const td = `${cellBase}text-align:left;`

const lines = (cell: Cell) => (Array.isArray(cell) ? cell : [cell]).map(escapeHtml).join('<br>')
/** Keeps the customer's own line breaks in a message without letting any markup through. */
const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>')

function block(b: MailBlock): string {
  switch (b.kind) {
    case 'paragraph':
      return `<p style="${p}">${multiline(b.text)}</p>`
    case 'section':
      return `<h2 style="${h2}">${escapeHtml(b.heading)}</h2><p style="${p}">${multiline(b.text)}</p>`
    case 'facts':
      return (
        `<h2 style="${h2}">${escapeHtml(b.heading)}</h2><table style="${table}">` +
        b.rows
          .map(([label, value]) => `<tr><th scope="row" style="${th}width:40%;">${escapeHtml(label)}</th><td style="${td}">${lines(value)}</td></tr>`)
          .join('') +
        '</table>'
      )
    case 'table':
      return (
        `<h2 style="${h2}">${escapeHtml(b.heading)}</h2><table style="${table}">` +
        `<thead><tr>${b.columns.map((c) => `<th scope="col" style="${th}">${escapeHtml(c)}</th>`).join('')}</tr></thead>` +
        `<tbody>${b.rows.map((row) => `<tr>${row.map((c) => `<td style="${td}">${lines(c)}</td>`).join('')}</tr>`).join('')}</tbody>` +
        '</table>'
      )
    case 'quote':
      return `<h2 style="${h2}">${escapeHtml(b.heading)}</h2><blockquote style="margin:0 0 12px;padding:8px 16px;border-left:4px solid #2e6b4f;font-size:16px;line-height:1.5;font-style:italic;${font}">${multiline(b.text)}</blockquote>`
    case 'highlight':
      return (
        `<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0;"><tr><td style="padding:16px;border:2px solid #2e6b4f;text-align:center;${font}">` +
        `<p style="margin:0 0 4px;font-size:15px;${font}">${escapeHtml(b.label)}</p>` +
        `<p style="margin:0;font-size:28px;font-weight:bold;letter-spacing:2px;font-family:'Courier New',Courier,monospace;color:#1a1a1a;">${escapeHtml(b.value)}</p>` +
        '</td></tr></table>'
      )
    case 'link':
      // Only web addresses: a configured `javascript:` or `data:` URL must never become a link.
      if (!/^https?:\/\//i.test(b.href)) throw new RangeError(`Not a web address: ${b.href}`)
      return `<p style="${p}"><a href="${escapeHtml(b.href)}" style="color:#1f5a40;text-decoration:underline;">${escapeHtml(b.text)}</a></p>`
  }
}

/** Only a web address: a configured `javascript:` or `data:` source never becomes an image. */
function logoImage(logo: MailDocument['logo']): string {
  if (!logo || !/^https?:\/\//i.test(logo.src)) return ''
  return `<p style="margin:0 0 16px;"><img src="${escapeHtml(logo.src)}" alt="${escapeHtml(logo.alt)}" height="48" style="height:48px;width:auto;border:0;"></p>`
}

export function renderHtml(doc: MailDocument): string {
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(doc.lang)}" dir="ltr"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(doc.title)}</title></head>` +
    '<body style="margin:0;padding:0;background:#f2f2ee;">' +
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f2f2ee;"><tr><td align="center" style="padding:24px 12px;">' +
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;"><tr><td style="padding:24px;">' +
    logoImage(doc.logo) +
    `<h1 style="${h1}">${escapeHtml(doc.title)}</h1>` +
    withoutEmptyRows(doc.blocks).map(block).join('') +
    '</td></tr></table></td></tr></table></body></html>'
  )
}
