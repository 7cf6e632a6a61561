import 'server-only'
/** Snapshots of priced cart lines as order lines: what was sold, at what price, for whom. */
import { chosenDesign, giftCardChoiceOf } from '@/domain/cart/giftCards'
import { cartTypeOf } from '@/domain/catalogue'
import { cancellationOf } from '@/domain/orders/cancellation'
import type { NewOrderLine } from '@/server/db/orderStore'
import type { PricedLine } from './priceCart'

/** A gift card line keeps the terms it was sold with: its validity, and the image printed on it. */
function giftCardTerms(line: PricedLine) {
  if (line.inventory.kind !== 'giftcard') return {}
  const design = chosenDesign(line.inventory, giftCardChoiceOf(line.metadata))
  return { validityMonths: line.inventory.validityMonths, designMediaId: design?.mediaId ?? null }
}

/** `allocations`: the rows its hold took, so cancelling the line gives back exactly those. */
export function orderLineOf(line: PricedLine, allocations: NewOrderLine['allocations']): NewOrderLine {
  const cancellation = cancellationOf(line.inventory, line.offer)
  const { metadata, offer } = line
  const dateTime = offer && (offer.type === 'slot' || offer.type === 'court') ? offer.start : null
  const from = offer ? (offer.type === 'stay' || offer.type === 'session' ? offer.from : offer.date) : null
  const to = offer ? (offer.type === 'stay' || offer.type === 'session' ? offer.to : offer.date) : null
  const { guests, ...rest } = metadata
  return {
    productCode: line.product.code,
    title: line.product.marketingName || line.product.name,
    type: cartTypeOf[line.product.kind],
    from,
    to,
    dateTime,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    normalUnitPrice: line.normalUnitPrice,
    discount: line.discount,
    total: line.unitPrice * line.quantity - line.discount,
    taxBasisPoints: line.product.taxBasisPoints,
    guests: (guests ?? []).map((g) => ({ type: g.type, firstName: g.firstName.trim(), lastName: g.lastName.trim() })),
    metadata: { ...rest, bundledProductCodes: line.bundledProductCodes, ...giftCardTerms(line) },
    cancelPolicy: cancellation.policy,
    cancelUntil: cancellation.until,
    allocations,
  }
}
