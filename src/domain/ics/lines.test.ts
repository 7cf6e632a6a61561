import { describe, expect, it } from 'vitest'
import { dateValue, escapeText, foldLine, helsinkiDateTime, icsText, utcDateTime } from './lines'

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

  it('writes instants in UTC and as Helsinki wall-clock time, and days as dates', () => {
    const instant = new Date('2026-12-05T16:00:00.123Z')
    expect(utcDateTime(instant)).toBe('20261205T160000Z')
    expect(helsinkiDateTime(instant)).toBe('20261205T180000')
    expect(helsinkiDateTime(new Date('2026-07-01T15:00:00Z'))).toBe('20260701T180000')
    expect(dateValue('2026-12-05')).toBe('20261205')
  })

  it('ends every line, and the file, with CRLF', () => {
    expect(icsText(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')
  })
})
