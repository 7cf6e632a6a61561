/**
 * Writing iCalendar (RFC 5545) lines, for every calendar file the site makes: the homeowner feed
 * and the events' files. Pure, so the browser writes the same file as the server.
 */
import type { IsoDate } from '../catalogue'
import { helsinkiDay, helsinkiTime } from '../helsinki'

/** Text value escaping (§3.3.11): backslash, semicolon, comma and line breaks. */
export const escapeText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

const encoder = new TextEncoder()

/** Lines longer than 75 octets are folded: a CRLF and a space, never inside a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const ch of line) {
    const size = encoder.encode(ch).length
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
export const icsText = (lines: string[]) => `${lines.map(foldLine).join('\r\n')}\r\n`

/** An instant in UTC: `20261205T160000Z`. */
export const utcDateTime = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** A day as a DATE value: `20261205`. */
export const dateValue = (day: IsoDate) => day.replace(/-/g, '')

/** An instant as Helsinki wall-clock time, for a `TZID=Europe/Helsinki` value: `20261205T180000`. */
export const helsinkiDateTime = (instant: Date) => `${dateValue(helsinkiDay(instant))}T${helsinkiTime(instant).replace(':', '')}00`

export const helsinkiTzid = 'Europe/Helsinki'

/** The zone's rules since 1996 (EU summer time: the last Sundays of March and October at 01:00 UTC). */
export const helsinkiTimezone = [
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
