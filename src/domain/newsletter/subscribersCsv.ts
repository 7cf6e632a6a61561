/**
 * The confirmed subscribers as a CSV file staff open in Excel or import to a mailing tool
 * (docs/forms.md#newsletter). UTF-8 with a byte order mark, or Excel reads ä and ö wrong; semicolons
 * between cells, the list separator of Excel in Finnish (and Swedish), where commas would put every
 * row in one cell; CRLF line ends (RFC 4180).
 */
import { helsinkiDay, helsinkiTime } from '../helsinki'

export type Subscriber = {
  email: string
  firstName: string
  lastName: string
  locale: string
  company: boolean
  source: string
  consentAt: Date | null
}

const columns = ['Email', 'First name', 'Last name', 'Language', 'Company newsletter', 'Source', 'Consent time'] as const

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return, which some skip
 * before those) as a formula: a subscriber could type one as a name. A leading apostrophe makes it
 * text, and every cell is quoted.
 */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${text.replace(/"/g, '""')}"`
}

/** The consent time in the resort's zone, `YYYY-MM-DD HH:mm`, which Excel reads as a date. */
const helsinkiDateTime = (at: Date | null) => (at ? `${helsinkiDay(at)} ${helsinkiTime(at)}` : '')

export function subscribersCsv(subscribers: Subscriber[]): string {
  const rows = [
    [...columns],
    ...subscribers.map((s) => [s.email, s.firstName, s.lastName, s.locale, s.company ? 'yes' : 'no', s.source, helsinkiDateTime(s.consentAt)]),
  ]
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`
}
