/**
 * A mail document as plain text for clients that show no HTML and for screen readers that prefer it:
 * headings underlined, tables read as one "Label: value" line per cell, nothing that needs markup.
 */
import 'server-only'
import { isEmpty, withoutEmptyRows, type Cell, type MailBlock, type MailDocument } from './mailDocument'

const underline = (heading: string, char: string) => `${heading}\n${char.repeat(Math.max(3, heading.length))}`
const oneLine = (cell: Cell) => (Array.isArray(cell) ? cell.join(', ') : cell)
/** Continuation lines of a value line up under its first line. */
const indent = (text: string, by: string) => text.replace(/\r?\n/g, `\n${by}`)

function block(b: MailBlock): string {
  switch (b.kind) {
    case 'paragraph':
      return b.text
    case 'section':
      return `${underline(b.heading, '-')}\n${b.text}`
    case 'facts':
      return [underline(b.heading, '-'), ...b.rows.map(([label, value]) => `${label}: ${indent(oneLine(value), '  ')}`)].join('\n')
    case 'table':
      return `${underline(b.heading, '-')}\n${b.rows
        .map((row) =>
          row
            .map((cell, i) => (i > 0 && isEmpty(cell) ? null : `${i === 0 ? '- ' : '  '}${b.columns[i]}: ${indent(oneLine(cell), '    ')}`))
            .filter((l) => l !== null)
            .join('\n'),
        )
        .join('\n\n')}`
    case 'quote':
      return `${underline(b.heading, '-')}\n> ${b.text.replace(/\r?\n/g, '\n> ')}`
    case 'highlight':
      return `${b.label}:\n\n    ${b.value}`
    case 'codes':
      return `${underline(b.heading, '-')}\n${b.text}\n\n${b.items.map((item) => `- ${item.title}\n  ${item.label}: ${item.code}`).join('\n\n')}`
    case 'link':
      return `${b.text}: ${b.href}`
  }
}

export function renderText(doc: MailDocument): string {
  return `${[underline(doc.title, '='), ...withoutEmptyRows(doc.blocks).map(block)].join('\n\n')}\n`
}
