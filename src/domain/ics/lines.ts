/**
 * Writing iCalendar (RFC 5545) lines, for every calendar file the site makes: the homeowner feed
 * and the events' files. Pure and free of Node APIs, so the browser writes the same file as the server.
 */
import type { IsoDate } from '../catalogue'
import { helsinkiDay, helsinkiTime, helsinkiZone } from '../helsinki'

/**
 * Text value escaping (§3.3.11): backslash, semicolon, comma and line breaks (a lone CR too). Other
 * control characters are not allowed in TEXT at all (§3.3.11, §3.1): left in, they would break the
 * content line or make a strict reader refuse the whole file, so they are dropped.
 */
export const escapeText = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')

/**
 * A parameter value such as ORGANIZER's CN (§3.2): quoted when it holds `:`, `;` or `,`. Not even a
 * quoted value may hold a double quote or a control character, so those become `'` and a space.
 */
export function paramValue(s: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = s.replace(/"/g, "'").replace(/[\u0000-\u001f\u007f]+/g, ' ')
  return /[:;,]/.test(clean) ? `"${clean}"` : clean
}

/** UTF-8 octets of one code point (a lone surrogate is written as U+FFFD: 3). */
const octetsOf = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4)

/** Lines longer than 75 octets are folded: a CRLF and a space, never inside a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const ch of line) {
    const size = octetsOf(ch.codePointAt(0)!)
    // The continuation's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += ch
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** The lines of a file, folded, each ended with CRLF (the file too). */
export const icsText = (lines: readonly string[]) => `${lines.map(foldLine).join('\r\n')}\r\n`

/** An instant in UTC: `20261205T160000Z` (the format has no milliseconds). */
export const utcDateTime = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** A day as a DATE value: `20261205`. */
export const dateValue = (day: IsoDate) => day.replace(/-/g, '')

/**
 * An instant as Helsinki wall-clock time, for a `TZID=Europe/Helsinki` value: `20261205T180000`.
 * The seconds are the UTC seconds: the zone's offsets are whole minutes.
 */
export const helsinkiDateTime = (instant: Date) =>
  `${dateValue(helsinkiDay(instant))}T${helsinkiTime(instant).replace(':', '')}${String(instant.getUTCSeconds()).padStart(2, '0')}`

export const helsinkiTzid = helsinkiZone

/**
 * The zone's VTIMEZONE (§3.6.5), which a file must carry for the TZID its times use: EU summer time,
 * from the last Sunday of March at 03:00 local (01:00 UTC) to the last Sunday of October at 04:00
 * local (01:00 UTC). The 1970 DTSTARTs are the usual anchors: each is its rule's own first day.
 */
export const helsinkiTimezone: readonly string[] = [
  'BEGIN:VTIMEZONE',
  `TZID:${helsinkiTzid}`,
  `X-LIC-LOCATION:${helsinkiTzid}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0300',
  'TZNAME:EEST',
  'DTSTART:19700329T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'TZNAME:EET',
  'DTSTART:19701025T040000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]
