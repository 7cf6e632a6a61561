import { describe, expect, it } from 'vitest'
import ICAL from 'ical.js'
import { addDays, weekdayOf } from '../helsinki'
import { dateValue, escapeText, foldLine, helsinkiDateTime, helsinkiTimezone, icsText, paramValue, utcDateTime } from './lines'

const octets = (s: string) => new TextEncoder().encode(s).length
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, '')

describe('foldLine', () => {
  it('leaves a line of at most 75 octets alone', () => {
    const line = 'X'.repeat(75)
    expect(foldLine(line)).toBe(line)
  })
  it('folds longer lines into lines of at most 75 octets that unfold to the original', () => {
    const line = 'SUMMARY:' + 'abcdefghij'.repeat(30)
    const folded = foldLine(line)
    expect(folded).not.toBe(line)
    for (const physical of folded.split('\r\n')) expect(octets(physical)).toBeLessThanOrEqual(75)
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((l) => l.startsWith(' ')),
    ).toBe(true)
    expect(unfold(folded)).toBe(line)
  })
  it('moves a character that would cross octet 75 whole onto the next line', () => {
    expect(foldLine('X'.repeat(74) + 'ä' + 'Y')).toBe(`${'X'.repeat(74)}\r\n äY`)
    expect(foldLine('X'.repeat(73) + '€')).toBe(`${'X'.repeat(73)}\r\n €`)
    expect(foldLine('X'.repeat(72) + '🏔')).toBe(`${'X'.repeat(72)}\r\n 🏔`)
    expect(foldLine('X'.repeat(71) + '🏔')).toBe(`${'X'.repeat(71)}🏔`)
  })
  it('never splits a UTF-8 character, whatever its length', () => {
    for (const filler of ['ä', '€', '🏔', 'aä€🏔']) {
      for (let offset = 0; offset < 4; offset++) {
        const line = 'X-WR-CALNAME:' + 'a'.repeat(offset) + filler.repeat(60)
        const folded = foldLine(line)
        for (const physical of folded.split('\r\n')) {
          expect(octets(physical)).toBeLessThanOrEqual(75)
          // A physical line that is valid UTF-8 on its own has no split character in it.
          expect(() => new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(physical))).not.toThrow()
          expect(physical).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/)
        }
        expect(unfold(folded)).toBe(line)
      }
    }
  })
})

describe('iCalendar values', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf')
  })

  it('takes a lone CR for a line break and drops other control characters', () => {
    expect(escapeText('a\rb\u0000c\u001bd\te')).toBe('a\\nbcd\te')
  })

  it('quotes a parameter value only when it must, and keeps quotes and line breaks out of it', () => {
    expect(paramValue('Uimahalli')).toBe('Uimahalli')
    expect(paramValue('Kuusirinne, uimahalli')).toBe('"Kuusirinne, uimahalli"')
    expect(paramValue('Ohjaaja: "Aino"')).toBe(`"Ohjaaja: 'Aino'"`)
    expect(paramValue('Aino\r\nBCC:x')).toBe('"Aino BCC:x"')
  })

  it('writes instants in UTC and as Helsinki wall-clock time, and days as dates', () => {
    const instant = new Date('2026-12-05T16:00:00.123Z')
    expect(utcDateTime(instant)).toBe('20261205T160000Z')
    expect(helsinkiDateTime(instant)).toBe('20261205T180000')
    expect(helsinkiDateTime(new Date('2026-07-01T15:00:00Z'))).toBe('20260701T180000')
    expect(dateValue('2026-12-05')).toBe('20261205')
    expect(helsinkiDateTime(new Date('2026-12-05T16:00:42Z'))).toBe('20261205T180042')
  })

  it('ends every line, and the file, with CRLF', () => {
    expect(icsText(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')
  })
})

describe('helsinkiTimezone', () => {
  it('anchors each rule on its own first day: the last Sundays of March and October 1970', () => {
    for (const [line, month] of [
      ['DTSTART:19700329T030000', '03'],
      ['DTSTART:19701025T040000', '10'],
    ] as const) {
      expect(helsinkiTimezone).toContain(line)
      const day = `1970-${month}-${line.slice(14, 16)}`
      expect(weekdayOf(day)).toBe('sun')
      expect(addDays(day, 7).slice(5, 7)).not.toBe(month)
    }
  })

  it('gives ical.js the zone’s offsets around the 2026 and 2027 changes', () => {
    const zone = new ICAL.Timezone(new ICAL.Component(ICAL.parse(icsText(helsinkiTimezone))))
    const offsetAt = (iso: string) => zone.utcOffset(ICAL.Time.fromDateTimeString(iso)) / 3600
    expect(offsetAt('2026-10-25T02:59:00')).toBe(3)
    expect(offsetAt('2026-10-25T04:30:00')).toBe(2)
    expect(offsetAt('2027-03-28T02:59:00')).toBe(2)
    expect(offsetAt('2027-03-28T04:00:00')).toBe(3)
  })
})
