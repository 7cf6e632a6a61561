import { NextIntlClientProvider } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { OrderLineView, OrderView } from '@/domain/checkout/api'
import { daysBeforeDeadline, hoursBeforeDeadline } from '@/domain/orders/cancellation'
import { catalogues } from '@/i18n/catalogues'
import { BookingOrderDetails } from './BookingOrderDetails'
import { CancellationForm } from './CancellationForm'
import { manageBookingMessages } from './ManageBookingMessages'
import { RefundList } from './RefundList'

type Cancellation = OrderLineView['cancellation']
const line = (id: string, title: string, total: number, cancellation: Partial<Cancellation>, extra: Partial<OrderLineView> = {}): OrderLineView => ({
  id,
  productCode: `P${id}`,
  title,
  type: 'accommodation',
  from: '2026-12-07',
  to: '2026-12-09',
  dateTime: null,
  quantity: 1,
  unitPrice: total,
  discount: 0,
  total,
  taxBasisPoints: 1000,
  guests: [{ firstName: 'Aino', lastName: 'Asiakas', type: 'adult' }],
  recipient: null,
  comment: null,
  ratePlan: null,
  endsAt: null,
  checkIn: null,
  checkOut: null,
  places: [],
  whatToBring: null,
  doorCode: null,
  cancellation: { policy: 'free', until: null, cancelledAt: null, refunded: 0, notCancellable: null, ...cancellation },
  ...extra,
})

const order: OrderView = {
  orderNumber: 'KR-2001',
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'paid',
  locale: 'en',
  lines: [
    line('1', 'Lakeside cottage', 24_000, { until: daysBeforeDeadline('2026-12-07', 2).toISOString() }),
    line(
      '2',
      'Guided ski tour',
      4_500,
      { until: hoursBeforeDeadline('2026-12-05T12:00:00.000Z', 24).toISOString() },
      { from: '2026-12-05', to: null, dateTime: '2026-12-05T12:00:00.000Z' },
    ),
    line('3', 'Saver room', 9_000, { policy: 'nonRefundable', notCancellable: 'nonRefundable' }),
    line('4', 'Ski pass', 6_000, { policy: 'notOnline', notCancellable: 'notOnline' }),
    line('5', 'Old cottage', 10_000, { cancelledAt: '2026-11-21T08:00:00.000Z', refunded: 10_000, notCancellable: 'cancelled' }),
  ],
  orderer: { firstName: 'Aino', lastName: 'Asiakas', email: 'aino@example.com', phoneNumber: '+358401234567' },
  billingAddress: { address: 'Tie 1', zipCode: '00100', city: 'Helsinki' },
  paymentMethod: 'creditcard',
  paymentMethodWords: { kind: 'card', brand: null },
  seller: { name: 'Resort Oy', businessId: '1234567-8', address: 'Resort road 1', mapUrl: '', brandName: 'Kuusirinne', logoPath: null },
  additionalInformation: '',
  promoCode: null,
  discount: 0,
  totalWithoutTax: 48_636,
  taxAmount: 4_864,
  totalWithTax: 53_500,
  vat: [{ basisPoints: 1000, gross: 53_500, net: 48_636, tax: 4_864 }],
  giftCards: [],
  giftCardPayments: [{ code: '••••ABCD', amount: 5_000 }],
  giftCardTotal: 5_000,
  amountPaid: 48_500,
  refunds: [
    { amount: 5_000, destination: 'giftCard', state: 'refunded', createdAt: '2026-11-21T08:00:00.000Z' },
    { amount: 5_000, destination: 'provider', state: 'refund_pending', createdAt: '2026-11-21T08:00:00.000Z' },
  ],
}

const render = (locale: 'fi' | 'en' | 'sv', node: React.ReactNode) =>
  renderToStaticMarkup(
    <NextIntlClientProvider
      locale={locale}
      timeZone="Europe/Helsinki"
      messages={manageBookingMessages(catalogues[locale] as never)}
      onError={(error) => {
        throw error
      }}
    >
      {node}
    </NextIntlClientProvider>,
  )

const form = (locale: 'fi' | 'en' | 'sv', o: OrderView = order) =>
  render(
    locale,
    <CancellationForm order={o} query={{ orderNumber: o.orderNumber }} contact={<b>+358 40 123 4567</b>} onCancelled={() => {}} onOrder={() => {}} />,
  )

describe('CancellationForm', () => {
  it("names a stay's rate, check-in and check-out and the room, in the page's messages", () => {
    const stay = { ...order.lines[0]!, ratePlan: 'nonRefundable' as const, checkIn: '15:00', checkOut: '12:00', places: ['KH-04'] }
    const html = form('sv', { ...order, lines: [stay] })
    expect(html).toContain('Prisalternativ: Ej återbetalningsbar')
    expect(html).toContain('Incheckning från kl. 15:00, utcheckning senast kl. 12:00')
    expect(html).toContain('Reserverat åt dig: KH-04')
  })

  it("shows a pass's door code and its QR with the page's messages", () => {
    const pass = { ...order.lines[3]!, doorCode: { code: 'H3WN-8CFZ-5UDY', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' } }
    const html = form('fi', { ...order, lines: [pass] })
    expect(html).toContain('alt="Sisäänpääsykoodin H3WN-8CFZ-5UDY QR-koodi"')
    expect(html).toContain('<strong class="door-code__code">H3WN-8CFZ-5UDY</strong>')
    expect(form('fi')).not.toContain('door-code')
  })

  it('offers a checkbox only where a line can be cancelled, with its deadline', () => {
    const html = form('en')
    expect([...html.matchAll(/id="booking-line-(\w+)-cancel" type="checkbox"/g)].map((m) => m[1])).toEqual(['1', '2'])
    expect(html).toContain('Free cancellation until 05.12.2026<')
    expect(html).toContain('Free cancellation until 04.12.2026 at 14:00')
    expect(html).toContain('Cancel this<span class="visually-hidden">: Lakeside cottage</span>')
  })

  it('says why the other lines cannot be cancelled, with the resort contact for the not-online one', () => {
    const html = form('en')
    expect(html).toContain('Non-refundable rate')
    expect(html).toContain('This booking cannot be cancelled online. To cancel it, contact the resort.')
    expect(html).toContain('Contact the resort: <b>+358 40 123 4567</b>')
    expect(html).toContain('Cancelled on 21.11.2026.')
  })

  it('groups the lines and the refund choice in fieldsets, the original payment method chosen', () => {
    const html = form('en')
    expect(html.match(/<fieldset/g)).toHaveLength(2)
    expect(html).toContain('<legend class="field__label">Choose the bookings to cancel</legend>')
    expect(html).toContain('<legend class="field__label">Where should the money go?</legend>')
    expect(html).toMatch(/<input id="booking-refund-original" type="radio" name="refundTo" checked="" value="original"\/>/)
    expect(html).not.toMatch(/<input id="booking-refund-gift-card"[^>]*checked/)
    expect(html).toContain('What you paid with gift cards always goes back to those cards.')
  })

  it('has no form when nothing can be cancelled', () => {
    const html = form('en', { ...order, lines: order.lines.slice(2) })
    expect(html).not.toContain('<form')
    expect(html).not.toContain('type="checkbox"')
    expect(html).toContain('None of the bookings of this order can be cancelled online now.')
  })

  it('has every text in Finnish and Swedish', () => {
    expect(form('fi')).toContain('Maksuton peruutus 05.12.2026 asti')
    expect(form('fi')).toContain('Maksuton peruutus 04.12.2026 klo 14:00 asti')
    expect(form('sv')).toContain('Kostnadsfri avbokning till och med 05.12.2026')
  })
})

describe('the order and its refunds', () => {
  it('shows the state, the gift card payments and the refunds in words', () => {
    for (const locale of ['fi', 'en', 'sv'] as const) render(locale, <BookingOrderDetails order={order} />)
    const details = render('en', <BookingOrderDetails order={order} />)
    expect(details).toContain('KR-2001')
    expect(details).toContain('Gift card ••••ABCD')
    const refunds = render('en', <RefundList refunds={order.refunds} />)
    expect(refunds).toContain('Back to the gift card used')
    expect(refunds).toContain('Refunded')
    expect(refunds).toContain('Pending')
    expect(render('fi', <RefundList refunds={order.refunds} />)).toContain('Käsittelyssä')
  })
})
