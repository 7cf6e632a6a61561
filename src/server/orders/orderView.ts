import 'server-only'
/** An order as the confirmation page, its e-mail and the cancellation page show it (docs/content-model.md#order). */
import { productKinds, type ProductKind } from '@/domain/catalogue'
import type { DoorCodeView, OrderView } from '@/domain/checkout/api'
import { maskedCode } from '@/domain/giftCards/redemption'
import { whyNotCancellable } from '@/domain/orders/cancellation'
import { hasDoorCode } from '@/domain/orders/doorCode'
import type { OrderState } from '@/domain/orders/orderState'
import { paymentMethodWords } from '@/domain/payment/paymentMethod'
import type { SqlTx } from '@/server/db/sqlPort'
import { cardPaymentsOf, giftCardsOf } from '@/server/db/giftCardStore'
import { findOrder, type OrderLineRow } from '@/server/db/orderStore'
import { env } from '@/server/env'
import { qrSvg } from '@/server/qr/qrCode'
import { doorCode } from './doorCodes'
import { refundsOf } from '@/server/db/refundStore'
import type { Seller } from './shopSettings'

/** What the order line's server-written `sold` facts say (orderLines.ts); older orders have none. */
function soldFacts(metadata: Record<string, unknown>) {
  const sold = (metadata.sold ?? {}) as { kind?: unknown; checkIn?: unknown; checkOut?: unknown; places?: unknown; endsAt?: unknown; whatToBring?: unknown }
  const time = (v: unknown) => (typeof v === 'string' && /^\d{2}:\d{2}$/.test(v) ? v : null)
  const places = Array.isArray(sold.places) ? sold.places.filter((p): p is string => typeof p === 'string') : []
  const endsAt = typeof sold.endsAt === 'string' && !Number.isNaN(Date.parse(sold.endsAt)) ? sold.endsAt : null
  const kind = productKinds.find((k) => k === sold.kind) ?? null
  const whatToBring = typeof sold.whatToBring === 'string' && sold.whatToBring.trim() !== '' ? sold.whatToBring.trim() : null
  return { kind, facts: { checkIn: time(sold.checkIn), checkOut: time(sold.checkOut), places, endsAt, whatToBring } }
}

/** A paid pass line's door code and its QR (docs/checkout.md#door-codes); null for any other line. */
function doorCodeView(secret: string, status: OrderState, line: OrderLineRow, kind: ProductKind | null): DoorCodeView | null {
  if (!hasDoorCode(status, { kind, cancelledAt: line.cancelledAt })) return null
  const code = doorCode(secret, line.id)
  return { code, qrSvg: qrSvg(code) }
}

const asLocale = (l: string): OrderView['locale'] => (l === 'en' || l === 'sv' ? l : 'fi')

/** `secret`: the app's, which door codes are derived under. */
export async function orderView(tx: SqlTx, orderId: number, seller: Seller, now = new Date(), secret = env().PAYLOAD_SECRET): Promise<OrderView | null> {
  const order = await findOrder(tx, orderId)
  if (!order) return null
  const cards = await giftCardsOf(tx, orderId)
  const paidWith = await cardPaymentsOf(tx, orderId)
  const refunds = await refundsOf(tx, orderId)
  const sold = order.status === 'confirmed'
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    status: order.status,
    locale: asLocale(order.locale),
    lines: order.lines.map((l) => {
      const { kind, facts } = soldFacts(l.metadata)
      return {
        id: l.id,
        productCode: l.productCode,
        title: l.title,
        type: l.type,
        from: l.from,
        to: l.to,
        dateTime: l.dateTime,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        normalUnitPrice: l.normalUnitPrice,
        discount: l.discount,
        total: l.total,
        taxBasisPoints: l.taxBasisPoints,
        guests: l.guests,
        recipient: (l.metadata.recipient as { name: string; email: string } | undefined) ?? null,
        comment: typeof l.metadata.comment === 'string' ? l.metadata.comment : null,
        ratePlan: l.ratePlan,
        ...facts,
        doorCode: doorCodeView(secret, order.status, l, kind),
        cancellation: {
          policy: l.cancelPolicy,
          until: l.cancelUntil,
          cancelledAt: l.cancelledAt,
          refunded: l.refunded,
          // Only a sold order's lines can be cancelled; an unpaid or refunded one has nothing to cancel.
          notCancellable: sold ? whyNotCancellable(l, now) : (whyNotCancellable(l, now) ?? 'notOnline'),
        },
      }
    }),
    orderer: { firstName: order.contact.firstName, lastName: order.contact.lastName, email: order.contact.email, phoneNumber: order.contact.phoneNumber },
    billingAddress: { address: order.contact.address, zipCode: order.contact.zipCode, city: order.contact.city },
    paymentMethod: order.paymentMethod ?? '',
    paymentMethodWords: paymentMethodWords(order.paymentMethod, order.totalWithTax - order.giftCardTotal, paidWith.length > 0),
    seller,
    additionalInformation: order.additionalInformation,
    promoCode: order.promoCode,
    discount: order.discount,
    totalWithoutTax: order.totalWithoutTax,
    taxAmount: order.taxAmount,
    totalWithTax: order.totalWithTax,
    vat: order.vat,
    giftCards: cards.map((c) => ({ code: c.code, value: c.value, recipientName: c.recipientName })),
    giftCardPayments: paidWith.map((p) => ({ code: maskedCode(p.code), amount: p.amount })),
    giftCardTotal: order.giftCardTotal,
    amountPaid: order.totalWithTax - order.giftCardTotal,
    refunds: refunds.map((r) => ({ amount: r.amount, destination: r.destination, state: r.state, createdAt: r.createdAt })),
  }
}
