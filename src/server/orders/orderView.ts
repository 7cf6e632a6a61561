import 'server-only'
/** An order as the confirmation page and e-mail show it (docs/content-model.md#order). */
import type { OrderView } from '@/domain/checkout/api'
import type { SqlTx } from '@/server/db/sqlPort'
import { giftCardsOf } from '@/server/db/giftCardStore'
import { findOrder } from '@/server/db/orderStore'
import type { Seller } from './shopSettings'

const asLocale = (l: string): OrderView['locale'] => (l === 'en' || l === 'sv' ? l : 'fi')

export async function orderView(tx: SqlTx, orderId: number, seller: Seller): Promise<OrderView | null> {
  const order = await findOrder(tx, orderId)
  if (!order) return null
  const cards = await giftCardsOf(tx, orderId)
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    status: order.status,
    locale: asLocale(order.locale),
    lines: order.lines.map((l) => ({
      productCode: l.productCode,
      title: l.title,
      type: l.type,
      from: l.from,
      to: l.to,
      dateTime: l.dateTime,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discount: l.discount,
      total: l.total,
      taxBasisPoints: l.taxBasisPoints,
      guests: l.guests,
      recipient: (l.metadata.recipient as { name: string; email: string } | undefined) ?? null,
      comment: typeof l.metadata.comment === 'string' ? l.metadata.comment : null,
    })),
    orderer: { firstName: order.contact.firstName, lastName: order.contact.lastName, email: order.contact.email, phoneNumber: order.contact.phoneNumber },
    billingAddress: { address: order.contact.address, zipCode: order.contact.zipCode, city: order.contact.city },
    paymentMethod: order.paymentMethod ?? '',
    seller,
    additionalInformation: order.additionalInformation,
    promoCode: order.promoCode,
    discount: order.discount,
    totalWithoutTax: order.totalWithoutTax,
    taxAmount: order.taxAmount,
    totalWithTax: order.totalWithTax,
    vat: order.vat,
    giftCards: cards.map((c) => ({ code: c.code, value: c.value, recipientName: c.recipientName })),
  }
}
