import { describe, expect, it } from 'vitest'
import { csvCell, subscribersCsv } from './subscribersCsv'

const aino = {
  email: 'aino@example.fi',
  firstName: 'Äinö',
  lastName: 'Öberg "Ö"',
  locale: 'sv',
  company: true,
  source: 'checkout',
  consentAt: new Date('2026-07-01T09:30:00Z'),
}

describe('the subscribers CSV', () => {
  it('starts with the UTF-8 byte order mark and a header, one quoted row per subscriber, semicolons and CRLF', () => {
    const csv = subscribersCsv([aino])
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv.slice(1).split('\r\n')).toEqual([
      '"Email";"First name";"Last name";"Language";"Company newsletter";"Source";"Consent time"',
      // Summer time in Helsinki: UTC+3.
      '"aino@example.fi";"Äinö";"Öberg ""Ö""";"sv";"yes";"checkout";"2026-07-01 12:30"',
      '',
    ])
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
  })

  it('turns a cell a spreadsheet would run as a formula into text', () => {
    for (const formula of ['=HYPERLINK("http://x")', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(csvCell(formula)).toMatch(/^"'/)
    expect(csvCell('Aino-Maria')).toBe('"Aino-Maria"')
    expect(subscribersCsv([{ ...aino, firstName: '=cmd|calc', consentAt: null }])).toContain(`"'=cmd|calc"`)
  })
})
