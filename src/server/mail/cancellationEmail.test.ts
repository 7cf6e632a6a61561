import { describe, expect, it } from 'vitest'
import type { OrderView } from '@/domain/checkout/api'
import { catalogues } from '@/i18n/catalogues'
import { cancellationEmail } from './cancellationEmail'
import { stayOrder } from './exampleOrder.fixture'
import { htmlTag, plain } from './testText.fixture'

const site = 'https://kuusirinne.example/'
const cancelledAt = '2026-05-01T10:00:00.000Z'
const amounts = { fi: ['100 €', '116 €', '216 €'], sv: ['100 €', '116 €', '216 €'], en: ['€100', '€116', '€216'] }

/** The stay (216 €) cancelled: 100 € back to the card that paid part of the order, the rest to the payment method. */
function cancelledStay(rest: Partial<OrderView> = {}): OrderView {
  const order = stayOrder({
    giftCardPayments: [{ code: '•••• K9XD', amount: 10_000 }],
    giftCardTotal: 10_000,
    amountPaid: 20_700,
    refunds: [
      // An earlier refund staff made is not this cancellation's.
      { amount: 500, destination: 'provider', state: 'refunded', createdAt: '2026-04-01T08:00:00.000Z' },
      { amount: 10_000, destination: 'giftCard', state: 'refunded', createdAt: cancelledAt },
      { amount: 11_600, destination: 'provider', state: 'refund_pending', createdAt: cancelledAt },
    ],
    ...rest,
  })
  order.lines[0].cancellation = { policy: 'free', until: '2026-06-09T21:00:00.000Z', cancelledAt, refunded: 21_600, notCancellable: 'cancelled' }
  return order
}

describe('cancellationEmail', () => {
  for (const locale of ['fi', 'en', 'sv'] as const) {
    describe(`in ${locale}`, () => {
      const order = cancelledStay({ locale })
      const mail = cancellationEmail(order, [order.lines[0].id], site)
      const text = plain(mail.text)
      const m = catalogues[locale].email.cancellation
      const [card, provider, stay] = amounts[locale]

      it('goes to the orderer with the order number in the subject', () => {
        expect(mail.to).toBe('maija@example.com')
        expect(mail.subject).toContain('KR-100234')
        expect(mail.subject).toBe(m.subject.replace('{orderNumber}', 'KR-100234').replace('{seller}', 'Kuusirinne Resort Oy'))
        expect(mail.html).toContain(`<html lang="${locale}"`)
      })

      it('lists the cancelled line only', () => {
        expect(text).toContain(`${m.product}: Hirsimökki järven rannalla`)
        expect(text).toContain('12.06.2026 – 14.06.2026')
        expect(text).toContain(`${m.price}: ${stay}`)
        expect(text).not.toContain('Melontaretki')
        expect(text).toContain(m.remaining)
      })

      it('tells each refund of this cancellation: how much, where and how far along', () => {
        expect(text).toContain(
          `${m.refundTo}: ${m.destination.giftCard.replace('{code}', '•••• K9XD')}\n  ${m.amount}: ${card}\n  ${m.status}: ${m.state.refunded}`,
        )
        expect(text).toContain(`${m.refundTo}: ${m.destination.provider}\n  ${m.amount}: ${provider}\n  ${m.status}: ${m.state.refund_pending}`)
        expect(text).toContain(m.providerTime)
        expect(text).not.toMatch(/\b5 €|€5\b/)
      })

      it('has a plain text part without markup', () => {
        expect(mail.text).not.toMatch(htmlTag)
      })
    })
  }

  it('says when the money went onto a new gift card, and when every line is now cancelled', () => {
    const order = cancelledStay({ locale: 'en', giftCardPayments: [], giftCardTotal: 0, amountPaid: 30_700, refunds: [] })
    order.lines[1].cancellation = { policy: 'free', until: '2026-06-12T11:00:00.000Z', cancelledAt, refunded: 9_100, notCancellable: 'cancelled' }
    order.refunds = [{ amount: 30_700, destination: 'newGiftCard', state: 'refunded', createdAt: cancelledAt }]
    const text = plain(
      cancellationEmail(
        order,
        order.lines.map((l) => l.id),
      ).text,
    )
    expect(text).toContain('To: As a new gift card (sent to you in a separate message)')
    expect(text).toContain('Amount: €307')
    expect(text).toContain('Every item of your order is now cancelled.')
    expect(text).not.toContain('banking days')
  })

  it('does not guess which card when the order was paid with several', () => {
    const order = cancelledStay({
      locale: 'en',
      giftCardPayments: [
        { code: '•••• K9XD', amount: 5_000 },
        { code: '•••• 88PL', amount: 5_000 },
      ],
    })
    const text = cancellationEmail(order, [order.lines[0].id]).text
    expect(text).toContain('Back to the gift card you paid with')
    expect(text).not.toContain('K9XD')
  })

  it('says so when the cancellation gives nothing back', () => {
    const order = cancelledStay({ locale: 'fi', refunds: [] })
    const text = cancellationEmail(order, [order.lines[0].id]).text
    expect(text).toContain('Peruutuksesta ei makseta palautusta.')
  })

  it('refuses to tell of no line, and escapes customer-typed values', () => {
    const order = cancelledStay({ orderer: { firstName: '<b>M</b>', lastName: 'M', email: 'maija@example.com', phoneNumber: '1' } })
    expect(() => cancellationEmail(order, ['no-such-line'])).toThrow(RangeError)
    expect(cancellationEmail(order, [order.lines[0].id]).html).toContain('&lt;b&gt;M&lt;/b&gt;')
  })
})
