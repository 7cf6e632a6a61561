/**
 * The content of an e-mail, written once and rendered twice: as HTML and as plain text. Building
 * both from one description is what keeps the two parts of a message saying the same thing.
 */

/** A cell may hold several lines (a product's dates, guests and recipient). */
export type Cell = string | string[]

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A heading and a paragraph under it. */
  | { kind: 'section'; heading: string; text: string }
  /** A section: a heading and label/value rows (`<th scope="row">`). */
  | { kind: 'facts'; heading: string; rows: [label: string, value: Cell][] }
  /** A section: a heading and a table with column headers (`<th scope="col">`). */
  | { kind: 'table'; heading: string; columns: string[]; rows: Cell[][] }
  /** A quotation from a person, such as the gift card's message. */
  | { kind: 'quote'; heading: string; text: string }
  /** The one value the reader needs most, such as a gift card code. */
  | { kind: 'highlight'; label: string; value: string }
  | { kind: 'link'; text: string; href: string }

export type MailDocument = {
  lang: string
  /** The message's main heading; also the HTML document's title. */
  title: string
  blocks: MailBlock[]
  /** The sender's logo above the title (an absolute web address; the HTML part only: its alt text names the brand). */
  logo?: { src: string; alt: string }
}

/** A file sent with a mail, such as the printable gift card. */
export type MailAttachment = { filename: string; content: Buffer; contentType: string }

/** `headers`: extra header fields, such as a marketing mail's List-Unsubscribe (marketingMail.ts). */
/** `replyTo`: where an answer goes when it is not the site (a visitor's feedback mailed to staff). */
export type Mail = {
  to: string
  subject: string
  html: string
  text: string
  attachments?: MailAttachment[]
  headers?: Record<string, string>
  replyTo?: string
}

export const isEmpty = (cell: Cell) => (Array.isArray(cell) ? cell.every((l) => l.trim() === '') : cell.trim() === '')

/** A fact with no value (an optional address left out) is not shown, nor a section left with none. */
export function withoutEmptyRows(blocks: MailBlock[]): MailBlock[] {
  return blocks.flatMap((b): MailBlock[] => {
    if (b.kind !== 'facts') return [b]
    const rows = b.rows.filter(([, value]) => !isEmpty(value))
    return rows.length > 0 ? [{ ...b, rows }] : []
  })
}
