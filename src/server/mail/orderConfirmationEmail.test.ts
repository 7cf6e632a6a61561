import { describe, expect, it } from 'vitest'
import { catalogues } from '@/i18n/catalogues'
import sharp from 'sharp'
import { giftCardOrder, passOrder, stayOrder } from './exampleOrder.fixture'
import { orderConfirmationEmail } from './orderConfirmationEmail'
import { htmlTag, plain } from './testText.fixture'

const site = 'https://kuusirinne.example/'

const amounts = {
  fi: { discount: '-24 €', withoutTax: '262,82 €', vat255: '18,49 €', vat135: '25,69 €', total: '307 €', stay: '216 €', paddle: '91 €' },
  sv: { discount: '-24 €', withoutTax: '262,82 €', vat255: '18,49 €', vat135: '25,69 €', total: '307 €', stay: '216 €', paddle: '91 €' },
  en: { discount: '-€24', withoutTax: '€262.82', vat255: '€18.49', vat135: '€25.69', total: '€307', stay: '€216', paddle: '€91' },
}
const rates = { fi: ['ALV 25,5 %', 'ALV 13,5 %'], sv: ['Moms 25,5 %', 'Moms 13,5 %'], en: ['VAT 25.5 %', 'VAT 13.5 %'] }

describe('orderConfirmationEmail', () => {
  for (const locale of ['fi', 'en', 'sv'] as const) {
    describe(`in ${locale}`, () => {
      const mail = orderConfirmationEmail(stayOrder({ locale }), site)
      const text = plain(mail.text)
      const m = catalogues[locale].email.confirmation
      const dt = (date: string, time: string) => catalogues[locale].email.dateTime.replace('{date}', date).replace('{time}', time)
      const a = amounts[locale]

      it('goes to the orderer with the order number in the subject', () => {
        expect(mail.to).toBe('maija@example.com')
        expect(mail.subject).toContain('KR-100234')
        expect(mail.subject).toContain('Kuusirinne Resort Oy')
      })

      it('lists every order field of docs/content-model.md#order with its label', () => {
        const expected = [
          `${m.order.number}: KR-100234`,
          `${m.order.date}: ${dt('15.03.2026', '00:30')}`,
          `${m.order.paymentMethod}: ${m.order.withBrand.replace('{method}', m.order.paymentMethods.bank).replace('{brand}', 'Nordea')}`,
          `${m.products.product}: Hirsimökki järven rannalla`,
          '12.06.2026 – 14.06.2026',
          `${m.products.price}: ${a.stay}`,
          `${m.products.product}: Melontaretki`,
          `${m.products.details}: ${dt('13.06.2026', '14:00')}`,
          `${m.products.price}: ${a.paddle}`,
          `${m.guests.firstName}: Aino`,
          `${m.guests.type}: ${m.guests.types.child_older}`,
          `${m.orderer.name}: Maija Meikäläinen`,
          `${m.orderer.email}: maija@example.com`,
          `${m.orderer.phone}: +358401234567`,
          `${m.billing.address}: Rantatie 5 A 3`,
          `${m.billing.postalCity}: 00100 Helsinki`,
          `${m.seller.name}: Kuusirinne Resort Oy`,
          `${m.seller.businessId}: 1234567-1`,
          `${m.additionalInformation}\n`,
          'Saavumme myöhään illalla.',
          `${m.totals.promoCode}: KESA10`,
          `${m.totals.discount}: ${a.discount}`,
          `${plain(m.totals.withoutTax)}: ${a.withoutTax}`,
          `${rates[locale][0]}: ${a.vat255}`,
          `${rates[locale][1]}: ${a.vat135}`,
          `${m.totals.total}: ${a.total}`,
          m.withdrawal,
          site,
        ]
        expect(expected.filter((s) => !text.includes(s))).toEqual([])
      })

      it('writes the same values into the HTML part, in data tables with header cells', () => {
        const html = plain(mail.html)
        expect(html).toContain(`<html lang="${locale}"`)
        expect(html).toMatch(/<th scope="col"[^>]*>/)
        expect(html).toMatch(/<th scope="row"[^>]*>/)
        for (const value of ['KR-100234', 'Aino', '1234567-1', 'KESA10', a.withoutTax, a.vat135, a.total, m.withdrawal]) expect(html).toContain(value)
        expect(html).toContain(`href="${site}"`)
      })

      it('has a plain text part without markup', () => {
        expect(mail.text).not.toMatch(htmlTag)
      })
    })
  }

  it('counts products with plural forms', () => {
    expect(orderConfirmationEmail(stayOrder({ locale: 'en' }), site).text).toContain('Products (3 items)')
    expect(orderConfirmationEmail(stayOrder({ locale: 'fi' }), site).text).toContain('Määrä: 1 kpl')
  })

  it('leaves out what the order does not have: promo code, discount, guests, additional information, address', () => {
    const order = giftCardOrder({ locale: 'en', billingAddress: { address: '', zipCode: '', city: '' } })
    const text = orderConfirmationEmail(order, site).text
    const m = catalogues.en.email.confirmation
    for (const label of [m.totals.promoCode, m.totals.discount, m.guests.heading, m.additionalInformation, m.billing.heading]) {
      expect(text).not.toContain(label)
    }
    expect(text).toContain('Recipient: Liisa Virtanen')
    expect(text).toContain('VAT 0 %: €0')
  })

  it('escapes every customer-typed value in the HTML part', () => {
    const hostile = '<script>alert(1)</script>'
    const order = stayOrder({
      orderer: { firstName: hostile, lastName: '"><img src=x onerror=alert(1)>', email: 'maija@example.com', phoneNumber: '+358401234567' },
      additionalInformation: `${hostile}\nsecond line`,
      promoCode: '<b>X</b>',
    })
    order.lines[0].guests[0].lastName = hostile
    const { html, text } = orderConfirmationEmail(order, site)
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<b>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('&lt;/script&gt;<br>second line')
    // The text part is not HTML: the customer's words appear exactly as typed.
    expect(text).toContain(`Nimi: ${hostile} "><img src=x onerror=alert(1)>`)
  })

  it('refuses an orderer address that names more than one recipient', () => {
    const order = stayOrder({ orderer: { firstName: 'A', lastName: 'B', email: 'a@example.com, thief@example.net', phoneNumber: '1' } })
    expect(() => orderConfirmationEmail(order, site)).toThrow(RangeError)
  })

  it('keeps the subject on one line and the link a web address', () => {
    expect(orderConfirmationEmail(stayOrder({ orderNumber: 'KR-1\r\nBcc: x@example.net' }), site).subject).not.toMatch(/[\r\n]/)
    expect(() => orderConfirmationEmail(stayOrder(), 'javascript:alert(1)')).toThrow(RangeError)
  })
})

describe('orderConfirmationEmail: what a guest keeps it for (docs/checkout.md#the-confirmation)', () => {
  const nonRefundableStay = () => {
    const order = stayOrder({
      locale: 'en',
      seller: { ...stayOrder().seller, mapUrl: 'https://maps.example/kuusirinne', logoPath: '/api/media/file/logo.png' },
    })
    order.lines[0] = {
      ...order.lines[0]!,
      ratePlan: 'nonRefundable',
      checkIn: '15:00',
      checkOut: '12:00',
      places: ['MJ-02'],
      cancellation: { policy: 'nonRefundable', until: null, cancelledAt: null, refunded: 0, notCancellable: 'nonRefundable' },
    }
    return order
  }

  it("names the stay's rate, its terms, check-in and check-out and the room", () => {
    const { text } = orderConfirmationEmail(nonRefundableStay(), site)
    for (const part of [
      'Rate: Non-refundable',
      'Non-refundable: the price is not refunded on cancellation',
      'Check-in from 15:00, check-out by 12:00',
      'Reserved for you: MJ-02',
    ]) {
      expect(text).toContain(part)
    }
  })

  it('says what to bring with a line that needs something, and nothing with one that does not', () => {
    const order = nonRefundableStay()
    order.lines[0] = { ...order.lines[0]!, whatToBring: 'Swimwear & a towel' }
    const { text, html } = orderConfirmationEmail(order, site)
    expect(text).toContain('Bring along: Swimwear & a towel')
    expect(html).toContain('Bring along: Swimwear &amp; a towel')
    expect(orderConfirmationEmail(nonRefundableStay(), site).text).not.toContain('Bring along')
  })

  it('carries the resort’s address, map link and logo from the site settings', () => {
    const { text, html } = orderConfirmationEmail(nonRefundableStay(), site)
    expect(text).toContain('Show on a map: https://maps.example/kuusirinne')
    expect(text).toContain('Kuusirinteentie 1, 99999 Kuusirinne')
    expect(html).toContain(`<img src="${new URL('/api/media/file/logo.png', site).toString()}" alt="Kuusirinne"`)
  })

  it('attaches the booking as a calendar file and says so', () => {
    const mail = orderConfirmationEmail(nonRefundableStay(), site, undefined, new Date('2026-03-15T10:00:00Z'))
    const [ics] = mail.attachments ?? []
    expect(ics?.filename).toBe('booking-KR-100234.ics')
    expect(ics?.contentType).toContain('text/calendar')
    const body = ics!.content.toString('utf8')
    expect(body).toContain('DTSTART;TZID=Europe/Helsinki:20260612T150000')
    expect(body).toContain('SUMMARY:Hirsimökki järven rannalla')
    expect(body).toContain('Rate: Non-refundable')
    expect(mail.text).toContain('Your booking is attached as a calendar file (.ics)')
    expect(orderConfirmationEmail(giftCardOrder(), site).attachments).toBeUndefined()
  })

  it('says how it was paid in words and leaves out guests nobody named', () => {
    const order = stayOrder({ locale: 'sv', paymentMethod: 'test-terminal', paymentMethodWords: { kind: 'testTerminal', brand: null } })
    order.lines[1] = { ...order.lines[1]!, guests: [{ type: 'adult', firstName: '', lastName: '' }] }
    const { text } = orderConfirmationEmail(order, site)
    expect(text).toContain('Betalningssätt: Testbetalning (inga pengar debiterades)')
    expect(text).not.toContain('test-terminal')
    expect(text).not.toMatch(/Förnamn: \n/)
  })
})

describe('orderConfirmationEmail: gift card payments, cancellation terms and the manage link', () => {
  const manage = 'https://kuusirinne.example/booking?order=KR-100234&token=abc'
  const paid = { fi: ['-100 €', '207 €'], sv: ['-100 €', '207 €'], en: ['-€100', '€207'] }
  function paidWithCard(locale: 'fi' | 'en' | 'sv') {
    const order = stayOrder({ locale, giftCardPayments: [{ code: '•••• K9XD', amount: 10_000 }], giftCardTotal: 10_000, amountPaid: 20_700 })
    // Midnight in Helsinki (UTC+3) after 9 June: cancellable through that whole day; the paddling until 14:00 the day before it starts.
    order.lines[0].cancellation = { policy: 'free', until: '2026-06-09T21:00:00.000Z', cancelledAt: null, refunded: 0, notCancellable: null }
    order.lines[1].cancellation = { policy: 'free', until: '2026-06-12T11:00:00.000Z', cancelledAt: null, refunded: 0, notCancellable: null }
    return order
  }

  for (const locale of ['fi', 'en', 'sv'] as const) {
    describe(`in ${locale}`, () => {
      const m = catalogues[locale].email.confirmation
      const dt = (date: string, time: string) => catalogues[locale].email.dateTime.replace('{date}', date).replace('{time}', time)
      const mail = orderConfirmationEmail(paidWithCard(locale), site, manage)
      const text = plain(mail.text)

      it('lists the gift card as a payment under the total, then what was paid online, and not as a discount', () => {
        const card = `${m.totals.giftCardPayment.replace('{code}', '•••• K9XD')}: ${paid[locale][0]}`
        const online = `${m.totals.paidOnline}: ${paid[locale][1]}`
        const total = `${m.totals.total}: ${amounts[locale].total}`
        expect(text).toContain(card)
        expect(text).toContain(online)
        expect(text.indexOf(total)).toBeLessThan(text.indexOf(card))
        expect(text.indexOf(card)).toBeLessThan(text.indexOf(online))
        // The discount row is the promo code's alone.
        expect(text).toContain(`${m.totals.discount}: ${amounts[locale].discount}`)
      })

      it('gives each line its cancellation deadline, a day one as its last whole day and an hour one with its time', () => {
        expect(text).toContain(m.products.freeUntilDay.replace('{date}', '09.06.2026'))
        expect(text).toContain(m.products.freeUntilTime.replace('{deadline}', dt('12.06.2026', '14:00')))
      })

      it('links to the booking’s own page for cancelling', () => {
        expect(text).toContain(`${m.manageLink}: ${manage}`)
        expect(mail.html).toContain(`href="${manage.replace(/&/g, '&amp;')}"`)
      })
    })
  }

  it('says when a line is non-refundable or cancelled by contacting the resort, and then has no manage link', () => {
    const order = stayOrder({ locale: 'en' })
    order.lines[0].cancellation = { policy: 'nonRefundable', until: null, cancelledAt: null, refunded: 0, notCancellable: 'nonRefundable' }
    const text = orderConfirmationEmail(order, site, manage).text
    expect(text).toContain('Non-refundable')
    expect(text).toContain('Cancellation by contacting us')
    expect(text).not.toContain('Free cancellation')
    expect(text).not.toContain(manage)
  })

  it('shows no card rows for an order paid without gift cards', () => {
    const text = orderConfirmationEmail(stayOrder({ locale: 'en' }), site).text
    expect(text).not.toContain('Gift card •')
    expect(text).not.toContain('Paid online')
  })

  it('shows no online payment row when the gift cards paid everything', () => {
    const order = stayOrder({ locale: 'en', giftCardPayments: [{ code: '•••• K9XD', amount: 30_700 }], giftCardTotal: 30_700, amountPaid: 0 })
    const text = plain(orderConfirmationEmail(order, site).text)
    expect(text).toContain('Gift card •••• K9XD: -€307')
    expect(text).not.toContain('Paid online')
  })
})

describe('orderConfirmationEmail: door codes of passes (docs/checkout.md#door-codes)', () => {
  for (const locale of ['fi', 'en', 'sv'] as const) {
    it(`shows each pass's code as text and as an attached QR image in ${locale}`, async () => {
      const mail = orderConfirmationEmail(passOrder({ locale }), site)
      const m = catalogues[locale].email.confirmation.doorCodes
      const images = (mail.attachments ?? []).filter((a) => a.cid)
      expect(images.map((a) => a.filename)).toEqual(['qr-K7MX-2QPA-9RTE.gif', 'qr-H3WN-8CFZ-5UDY.gif'])
      for (const [image, code] of [
        [images[0]!, 'K7MX-2QPA-9RTE'],
        [images[1]!, 'H3WN-8CFZ-5UDY'],
      ] as const) {
        expect(image.contentType).toBe('image/gif')
        expect((await sharp(image.content).metadata()).width).toBe(174)
        // The HTML shows the attached image by its Content-ID, says what it is and gives the code.
        const alt = m.qrAlt.replace('{code}', code)
        expect(mail.html).toContain(`<img src="cid:${image.cid}" alt="${alt}" width="174" height="174"`)
        expect(mail.html).toContain(`>${code}</p>`)
      }
      expect(new Set(images.map((a) => a.cid)).size).toBe(2)
      expect(mail.html).toContain(m.heading)
      const text = plain(mail.text)
      expect(text).toContain(`- Aikuisen kertalippu\n  ${m.labelFor.replace('{count}', '2')}: K7MX-2QPA-9RTE`)
      expect(text).toContain(`- Kiipeilyn 5 kerran sarjakortti\n  ${m.label}: H3WN-8CFZ-5UDY`)
      expect(text).toContain(m.text)
    })
  }

  it('has no door code section nor images for an order without passes', () => {
    const mail = orderConfirmationEmail(stayOrder(), site)
    expect(mail.html).not.toContain(catalogues.fi.email.confirmation.doorCodes.heading)
    expect(mail.html).not.toContain('cid:')
    expect((mail.attachments ?? []).filter((a) => a.cid)).toEqual([])
  })
})
