import { NextIntlClientProvider } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { CheckoutResult, OrderView } from '@/domain/checkout/api'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'
import { catalogues } from '@/i18n/catalogues'
import { qrSvg as qrSvgOf } from '@/server/qr/qrCode'
import { CheckoutResultView } from './CheckoutResultView'

const order: OrderView = {
  orderNumber: 'KR-100234',
  // 22:30 UTC on 14 March is 15 March in Helsinki.
  createdAt: '2026-03-14T22:30:00.000Z',
  status: 'paid',
  locale: 'fi',
  lines: [
    {
      productCode: 'ACC-LOG',
      title: 'Hirsimökki',
      type: 'Accommodation',
      from: '2026-06-12',
      to: '2026-06-14',
      dateTime: null,
      quantity: 1,
      unitPrice: 24000,
      discount: 2400,
      total: 21600,
      taxBasisPoints: 1350,
      guests: [
        { type: 'adult', firstName: 'Maija', lastName: 'Meikäläinen' },
        { type: 'child_younger', firstName: 'Aino', lastName: 'Meikäläinen' },
      ],
      recipient: null,
      comment: null,
      ratePlan: 'freeCancellation',
      endsAt: null,
      checkIn: '15:00',
      checkOut: '12:00',
      places: ['MJ-02'],
      whatToBring: null,
      doorCode: null,
      id: 'line-1',
      cancellation: { policy: 'free', until: '2026-05-29T21:00:00.000Z', cancelledAt: null, refunded: 0, notCancellable: null },
    },
    {
      productCode: 'ACT-PADDLE',
      title: 'Melontaretki',
      type: 'Activity',
      from: '2026-06-13',
      to: '2026-06-13',
      dateTime: '2026-06-13T11:00:00.000Z',
      quantity: 2,
      unitPrice: 4550,
      discount: 0,
      total: 9100,
      taxBasisPoints: 2550,
      guests: [],
      recipient: null,
      comment: null,
      ratePlan: null,
      endsAt: null,
      checkIn: null,
      checkOut: null,
      places: [],
      whatToBring: null,
      doorCode: null,
      id: 'line-2',
      cancellation: { policy: 'notOnline', until: null, cancelledAt: null, refunded: 0, notCancellable: 'notOnline' },
    },
  ],
  orderer: { firstName: 'Maija', lastName: 'Meikäläinen', email: 'maija@example.com', phoneNumber: '+358401234567' },
  billingAddress: { address: 'Rantatie 5 A 3', zipCode: '00100', city: 'Helsinki' },
  paymentMethod: 'nordea',
  paymentMethodWords: { kind: 'bank', brand: 'Nordea' },
  seller: {
    name: 'Kuusirinne Resort Oy',
    businessId: '1234567-1',
    address: 'Kuusirinteentie 1, 99999 Kuusirinne',
    mapUrl: '',
    brandName: 'Kuusirinne',
    logoPath: null,
  },
  additionalInformation: 'Saavumme myöhään.',
  promoCode: 'KESA10',
  discount: 2400,
  totalWithoutTax: 26287,
  taxAmount: 4413,
  totalWithTax: 30700,
  vat: [
    { basisPoints: 2550, gross: 9100, net: 7251, tax: 1849 },
    { basisPoints: 1350, gross: 21600, net: 19031, tax: 2569 },
  ],
  giftCards: [],
  giftCardPayments: [],
  giftCardTotal: 0,
  amountPaid: 0,
  refunds: [],
}

const renderHtml = (result: CheckoutResult, locale: Locale = 'fi', calendarUrl: string | null = null) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Europe/Helsinki">
      <CheckoutResultView result={result} locale={locale} calendarUrl={calendarUrl} />
    </NextIntlClientProvider>,
  )

/** The page's text as a reader meets it: tags and (no-break) spaces folded to single spaces. */
const render = (result: CheckoutResult, locale: Locale = 'fi') =>
  renderHtml(result, locale)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')

// The confirmation as the buyer sees it just after paying: the stay's free cancellation is still ahead.
vi.useFakeTimers({ now: new Date('2026-03-15T10:00:00.000Z'), toFake: ['Date'] })
afterAll(() => void vi.useRealTimers())

describe('order confirmation (docs/content-model.md#order)', () => {
  const text = render({ status: 'accepted', order })

  it('thanks the buyer and names where the confirmation went', () => {
    expect(text).toContain('Kiitos tilauksestasi')
    expect(text).toContain('maija@example.com')
  })

  it('shows the number, the Helsinki date and the payment method', () => {
    expect(text).toContain('Tilausnumero KR-100234')
    expect(text).toContain('Tilauspäivä 15.03.2026')
    expect(text).toContain('Maksutapa Verkkopankkimaksu, Nordea')
  })

  it('lists products with their days, Helsinki start time, quantity and price', () => {
    expect(text).toContain(
      'Hirsimökki 12.06.2026–14.06.2026 Sisäänkirjautuminen klo 15:00 alkaen, uloskirjautuminen klo 12:00 mennessä Sinulle varattu: MJ-02 Hintavaihtoehto: Maksuton peruutus Maksuton peruutus viimeistään 29.05.2026 1 216 €',
    )
    expect(text).toContain('Melontaretki 13.06.2026 klo 14:00 2 91 €')
  })

  it('says where the booking is managed when a line can be cancelled online', () => {
    expect(text).toContain('Voit tarkastella varaustasi ja perua sen peruutusehtojen mukaisesti vahvistussähköpostin linkistä')
    expect(renderHtml({ status: 'accepted', order }, 'sv')).toContain(`href="${localizedPath('profile', 'sv')}"`)
    const nothingToCancel = { ...order, lines: order.lines.slice(1) }
    expect(render({ status: 'accepted', order: nothingToCancel })).not.toContain('Voit tarkastella varaustasi')
  })

  it('says when a line’s free cancellation has already ended, and which lines were cancelled', () => {
    vi.setSystemTime(new Date('2026-06-01T10:00:00.000Z'))
    try {
      expect(render({ status: 'accepted', order }, 'en')).toContain('Rate: Free cancellation The free cancellation period has already ended')
      const [stay, paddling] = order.lines
      const cancelled = {
        ...paddling!,
        cancellation: { ...paddling!.cancellation, cancelledAt: '2026-05-20T10:00:00.000Z', notCancellable: 'cancelled' as const },
      }
      expect(render({ status: 'accepted', order: { ...order, lines: [stay!, cancelled] } }, 'sv')).toContain('Melontaretki 13.06.2026 kl. 14:00 Avbokad')
    } finally {
      vi.setSystemTime(new Date('2026-03-15T10:00:00.000Z'))
    }
  })

  it('tells a visitor who opens the return link of a cancelled order that it was cancelled and refunded', () => {
    for (const locale of ['fi', 'en', 'sv'] as const) {
      const html = renderHtml({ status: 'refunded', order: { ...order, status: 'refunded' } }, locale)
      expect(html).toContain(catalogues[locale].checkout.result.refunded.title)
      expect(html).not.toContain(catalogues[locale].checkout.result.backToCheckout)
    }
    expect(render({ status: 'refunded', order: { ...order, status: 'refunded' } }, 'en')).toContain('Order number KR-100234.')
  })

  it('lists every guest with their type', () => {
    expect(text).toContain('Maija Meikäläinen Aikuinen Hirsimökki')
    expect(text).toContain('Aino Meikäläinen Pieni lapsi (0–4 v) Hirsimökki')
  })

  it('shows the orderer, billing address, seller with business ID and additional information', () => {
    expect(text).toContain('+358401234567')
    expect(text).toContain('Rantatie 5 A 3')
    expect(text).toContain('00100 Helsinki')
    expect(text).toContain('Y-tunnus 1234567-1')
    expect(text).toContain('Saavumme myöhään.')
  })

  it('sums up promo code, discount, the total without VAT, VAT per rate and the total in euros', () => {
    expect(text).toContain('Kampanjakoodi KESA10')
    expect(text).toContain('Alennus −24 €')
    expect(text).toContain('Veroton hinta 262,87 €')
    expect(text).not.toContain('ALV 0 %')
    expect(text).toContain('ALV 13,5 % 25,69 €')
    expect(text).toContain('ALV 25,5 % 18,49 €')
    expect(text).toContain('Yhteensä 307 €')
  })
})

describe('a confirmation worth keeping (docs/checkout.md#the-confirmation)', () => {
  const withMap = { ...order, seller: { ...order.seller, mapUrl: 'https://www.openstreetmap.org/search?query=Kuusirinne' } }

  it('names the resort with its address and a map link from the site settings', () => {
    const html = renderHtml({ status: 'accepted', order: withMap }, 'en')
    expect(render({ status: 'accepted', order: withMap }, 'en')).toContain('The resort Kuusirinne Address: Kuusirinteentie 1, 99999 Kuusirinne Show on a map')
    expect(html).toContain('href="https://www.openstreetmap.org/search?query=Kuusirinne"')
    expect(render({ status: 'accepted', order }, 'en')).not.toContain('Show on a map')
  })

  it('offers the booking for a calendar through the link it is given', () => {
    const html = renderHtml({ status: 'accepted', order }, 'sv', '/proxy/vm-shopping/v1/order/calendar.ics?orderNumber=KR-100234&token=t')
    expect(html).toContain('Lägg till bokningen i kalendern (.ics)')
    expect(html).toContain('href="/proxy/vm-shopping/v1/order/calendar.ics?orderNumber=KR-100234&amp;token=t"')
    expect(renderHtml({ status: 'accepted', order }, 'sv')).not.toContain('kalendern')
  })

  it('says how it was paid in words, in every language', () => {
    const test = { ...order, paymentMethod: 'test-terminal', paymentMethodWords: { kind: 'testTerminal' as const, brand: null } }
    expect(render({ status: 'accepted', order: test }, 'en')).toContain('Payment method Test payment (no money was charged)')
    expect(render({ status: 'accepted', order: test }, 'sv')).not.toContain('test-terminal')
  })

  it('leaves out guests nobody named', () => {
    const [stay, paddling] = order.lines
    const unnamed = { ...paddling!, guests: [{ type: 'adult' as const, firstName: '', lastName: ' ' }] }
    const text = render({ status: 'accepted', order: { ...order, lines: [stay!, unnamed] } })
    expect(text).not.toMatch(/Aikuinen Melontaretki/)
    expect(render({ status: 'accepted', order: { ...order, lines: [unnamed] } })).not.toContain('Vieraat')
  })

  it('shows a pass line’s door code as text and as a QR image that says what it is, in every language', () => {
    const qrSvg = qrSvgOf('K7MX-2QPA-9RTE')
    const ticket = { ...order.lines[1]!, title: 'Aikuisen kertalippu', dateTime: null, doorCode: { code: 'K7MX-2QPA-9RTE', qrSvg } }
    const withPass = { ...order, lines: [order.lines[0]!, ticket] }
    const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`
    const alts = {
      fi: 'Sisäänpääsykoodin K7MX-2QPA-9RTE QR-koodi',
      en: 'QR code of the entry code K7MX-2QPA-9RTE',
      sv: 'QR-kod för inträdeskoden K7MX-2QPA-9RTE',
    }
    for (const locale of ['fi', 'en', 'sv'] as const) {
      const html = renderHtml({ status: 'accepted', order: withPass }, locale)
      expect(html).toContain(`alt="${alts[locale]}"`)
      expect(html).toContain(`src="${src.replace(/&/g, '&amp;')}"`)
    }
    expect(render({ status: 'accepted', order: withPass })).toContain('Sisäänpääsykoodit')
    expect(render({ status: 'accepted', order: withPass })).toContain('Aikuisen kertalippu Sisäänpääsykoodi, määrä 2 K7MX-2QPA-9RTE')
    expect(render({ status: 'accepted', order: withPass }, 'en')).toContain('Entry code, quantity 2 K7MX-2QPA-9RTE')
    expect(renderHtml({ status: 'accepted', order })).not.toContain('Sisäänpääsykoodi')
  })
})

describe('payment results (docs/behaviour.md#checkout-statuses)', () => {
  it('offers the way back to checkout after a cancelled, failed or timed-out payment', () => {
    expect(render({ status: 'cancelled', order: null }, 'en')).toContain('Payment cancelled')
    expect(render({ status: 'timedOut', order: null }, 'en')).toContain('Payment timed out')
    expect(render({ status: 'failed', order: null }, 'sv')).toContain('Betalningen misslyckades')
    const html = renderHtml({ status: 'cancelled', order: null }, 'en')
    expect(html).toMatch(/href="\/en\/checkout"[^>]*>Back to checkout</)
  })

  it('sends the visitor to the front page to start again when the cart expired', () => {
    const html = renderHtml({ status: 'expired', order: null })
    expect(html).toContain('Ostoskorin sisältö vanhentui')
    expect(html).toMatch(/href="\/"[^>]*>Aloita alusta</)
  })

  it('tells a visitor whose late payment is kept that we will refund or contact them, with no way to pay again', () => {
    for (const locale of ['fi', 'en', 'sv'] as const) {
      const html = renderHtml({ status: 'refundDue', order: { ...order, status: 'refund_due' } }, locale)
      expect(html).toContain(catalogues[locale].checkout.result.refundDue.title)
      expect(html).not.toContain(`href="${localizedPath('checkout', locale)}"`)
      expect(html).not.toContain(catalogues[locale].checkout.result.startAgain)
      expect(html).not.toContain(catalogues[locale].checkout.result.backToCheckout)
    }
    const text = render({ status: 'refundDue', order: { ...order, status: 'refund_due' } }, 'en')
    expect(text).toContain('We will contact you at maija@example.com')
    expect(text).toContain('Your order number is KR-100234')
    expect(text).toContain('please do not pay again')
    // The products were not confirmed: no order confirmation is shown.
    expect(text).not.toContain('Order details')
  })

  it('still explains a kept late payment when the order cannot be read back', () => {
    const text = render({ status: 'refundDue', order: null }, 'fi')
    expect(text).toContain('Maksusi saapui, mutta varauksesi ehti vanhentua')
    expect(text).not.toContain('Tilausnumerosi')
  })

  it('says a processing payment is on its way, with no order shown yet', () => {
    const text = render({ status: 'processing', order: null })
    expect(text).toContain('Maksuasi käsitellään')
    expect(text).not.toContain('Tilausnumero')
  })
})
