/**
 * The printable gift card (docs/gift-cards.md#the-printable-card): one landscape A5 page in the order's
 * language with the chosen design image on top (or a plain green band when the card has none), the
 * value, the code large enough to read at the reception, the last valid day, who it is for and from,
 * and the buyer's message.
 *
 * pdfkit lays the text out and wraps it; the DejaVu Sans font is embedded (subset) because the PDF's
 * standard fonts cannot write every name a buyer types (ä ö å, but also š, ł or Cyrillic). Emoji are
 * left out: no embedded font draws them, and an empty box helps nobody.
 */
import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import PDFDocument from 'pdfkit'
import type { Cents, IsoDate } from '@/domain/catalogue'
import { formatFinnishDate } from '@/domain/helsinki'
import type { Locale } from '@/domain/locale'
import { emailTranslator } from './emailTranslator'
import { formatMoney } from './format'

export type PrintableCard = {
  locale: Locale
  code: string
  value: Cents
  lastDay: IsoDate
  recipientName: string
  from: string
  message: string | null
  seller: string
  /** The design as JPEG or PNG, already scaled for print; null: the plain card. */
  image: Buffer | null
}

const green = '#2e6b4f'
const ink = '#1a1a1a'
const muted = '#555555'

let fonts: { regular: Buffer; bold: Buffer } | undefined

/** Read from the installed package: the server runs from the project root (as buildId.ts assumes too). */
function loadFonts() {
  const dir = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf')
  fonts ??= { regular: readFileSync(path.join(dir, 'DejaVuSans.ttf')), bold: readFileSync(path.join(dir, 'DejaVuSans-Bold.ttf')) }
  return fonts
}

/** Pictographs, their variation selector, joiner and skin tones. */
const emoji = /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}]/gu
const printable = (text: string) => text.replace(emoji, '').trim()

export async function giftCardPdf(card: PrintableCard): Promise<Buffer> {
  const t = emailTranslator(card.locale)
  const { regular, bold } = loadFonts()
  const doc = new PDFDocument({
    size: 'A5',
    layout: 'landscape',
    margin: 0,
    // The embedded font from the start, so pdfkit never loads its standard Helvetica metrics (typed as a name only).
    font: regular as unknown as string,
    lang: card.locale,
    info: { Title: `${t('giftCardPdf.title')} – ${card.seller}`, Author: card.seller },
  })
  doc.registerFont('regular', regular)
  doc.registerFont('bold', bold)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const width = doc.page.width
  const height = doc.page.height
  const band = Math.round(height * 0.42)
  if (card.image) {
    doc.save().rect(0, 0, width, band).clip()
    doc.image(card.image, 0, 0, { cover: [width, band], align: 'center', valign: 'center' })
    doc.restore()
  } else {
    doc.rect(0, 0, width, band).fill(green)
    doc
      .font('bold')
      .fontSize(30)
      .fillColor('#ffffff')
      .text(t('giftCardPdf.title'), 0, band / 2 - 30, { width, align: 'center' })
    doc
      .font('regular')
      .fontSize(14)
      .text(card.seller, 0, band / 2 + 10, { width, align: 'center' })
  }

  const margin = 36
  const column = width - 2 * margin
  let y = band + 14
  const line = (text: string, font: 'regular' | 'bold', size: number, color = ink, gap = 4) => {
    doc.font(font).fontSize(size).fillColor(color).text(text, margin, y, { width: column, align: 'center' })
    y = doc.y + gap
  }
  line(`${t('giftCardPdf.title')} · ${formatMoney(card.value, card.locale)}`, 'bold', 20, green)
  line(t('giftCardPdf.code'), 'regular', 10, muted, 0)
  line(card.code, 'bold', 26, ink, 2)
  line(t('giftCardPdf.validUntil', { date: formatFinnishDate(card.lastDay) }), 'regular', 11, ink, 8)
  const people = [
    card.recipientName.trim() ? `${t('giftCardPdf.to')}: ${printable(card.recipientName)}` : '',
    card.from.trim() ? `${t('giftCardPdf.from')}: ${printable(card.from)}` : '',
  ].filter(Boolean)
  if (people.length > 0) line(people.join('   ·   '), 'regular', 11)
  const message = card.message ? printable(card.message) : ''
  // The message is the buyer's own: it gets the room that is left, and a long one is cut rather than run onto a second page.
  const footer = height - 28
  if (message) {
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(ink)
      .text(`“${message}”`, margin + 24, y + 2, { width: column - 48, align: 'center', height: footer - y - 10, ellipsis: true })
  }
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(muted)
    .text(`${t('giftCardPdf.howTo')} – ${card.seller}`, margin, footer, { width: column, align: 'center', lineBreak: false })
  doc.end()
  return done
}
