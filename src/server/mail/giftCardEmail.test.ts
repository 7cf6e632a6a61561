import { describe, expect, it } from 'vitest'
import { catalogues } from '@/i18n/catalogues'
import { giftCardOrder } from './exampleOrder.fixture'
import { giftCardEmail, giftCardValidUntil } from './giftCardEmail'
import { htmlTag, plain } from './testText.fixture'

const site = 'https://kuusirinne.example/'
const values = { fi: '50 €', sv: '50 €', en: '€50' }

describe('giftCardEmail', () => {
  for (const locale of ['fi', 'en', 'sv'] as const) {
    describe(`in ${locale}`, () => {
      const order = giftCardOrder({ locale })
      const mail = giftCardEmail(order, order.giftCards[0], 'liisa@example.com', 'Hyvää syntymäpäivää!', site)
      const text = plain(mail.text)
      const m = catalogues[locale].email.giftCard

      it('goes to the recipient and says who it is from', () => {
        expect(mail.to).toBe('liisa@example.com')
        expect(mail.subject).toContain('Maija Meikäläinen')
        expect(text).toContain('Liisa Virtanen')
        expect(text).toContain(`${m.from}: Maija Meikäläinen`)
      })

      it('shows the code prominently, the value, the message and how to use it', () => {
        expect(text).toContain(`${m.code}:\n\n    KR-GC-7Q2M-K9XD`)
        expect(mail.html).toMatch(/font-size:28px[^>]*>KR-GC-7Q2M-K9XD</)
        expect(text).toContain(`${m.value}: ${values[locale]}`)
        expect(text).toContain('> Hyvää syntymäpäivää!')
        expect(text).toContain(m.howTo)
        expect(mail.html).toContain(m.howTo)
        expect(mail.html).toContain(`<html lang="${locale}"`)
      })

      it('is valid for two years from the Helsinki order date, and says so with both dates', () => {
        expect(text).toMatch(new RegExp(`${m.validUntil}: 15\\.03\\.2028 .*2 .*15\\.03\\.2026`))
      })

      it('has a plain text part without markup', () => {
        expect(mail.text).not.toMatch(htmlTag)
      })
    })
  }

  it('counts validity from the day in Helsinki, and from 29 February to 28 February', () => {
    expect(giftCardValidUntil('2026-03-14T22:30:00.000Z')).toBe('2028-03-15')
    expect(giftCardValidUntil('2028-02-29T10:00:00.000Z')).toBe('2030-02-28')
  })

  it('escapes the sender’s name and the message in the HTML part and keeps line breaks', () => {
    const order = giftCardOrder({ orderer: { firstName: '<script>x()</script>', lastName: 'M', email: 'maija@example.com', phoneNumber: '1' } })
    const { html, subject } = giftCardEmail(order, order.giftCards[1], 'pekka@example.com', '<img src=x onerror=alert(1)>\nHalauksin')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;x()&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;<br>Halauksin')
    expect(subject).toContain('<script>x()</script> M')
  })

  it('leaves out the message section when there is no message', () => {
    const order = giftCardOrder({ locale: 'en' })
    const { text } = giftCardEmail(order, order.giftCards[1], 'pekka@example.com', null)
    expect(text).not.toContain('Message from')
    expect(plain(text)).toContain('Value: €100.50')
  })

  it('refuses a recipient field holding several addresses', () => {
    const order = giftCardOrder()
    expect(() => giftCardEmail(order, order.giftCards[0], 'liisa@example.com\nBcc: x@example.net', null)).toThrow(RangeError)
  })
})
