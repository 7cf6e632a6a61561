import 'server-only'
/** Snapshots of priced cart lines as order lines: what was sold, at what price, for whom. */
import { chosenDesign, giftCardChoiceOf } from '@/domain/cart/giftCards'
import { cartTypeOf } from '@/domain/catalogue'
import { assignedPlaces } from '@/domain/orders/assignedPlaces'
import { cancellationOf } from '@/domain/orders/cancellation'
import type { NewOrderLine } from '@/server/db/orderStore'
import type { PricedLine } from './priceCart'

/** A gift card line keeps the terms it was sold with: its validity, and the image printed on it. */
function giftCardTerms(line: PricedLine) {
  if (line.inventory.kind !== 'giftcard') return {}
  const design = chosenDesign(line.inventory, giftCardChoiceOf(line.metadata))
  return { validityMonths: line.inventory.validityMonths, designMediaId: design?.mediaId ?? null }
}

/**
 * What the confirmation tells a guest about the booking as sold: a stay's check-in and check-out
 * times, the room or court the hold gave it, when a timed booking ends (for the calendar), what to
 * bring (in the order's language, as the product said it when sold), and the
 * product's kind (a ticket or pass gets a door code). Written after the client's metadata, so a
 * client can never supply these.
 */
function soldFacts(line: PricedLine, allocations: NewOrderLine['allocations']) {
  const { checkIn, checkOut } = line.product.kind === 'accommodation' ? line.product.details : {}
  const { offer } = line
  const endsAt =
    offer?.type === 'court'
      ? offer.end
      : offer?.type === 'slot'
        ? new Date(new Date(offer.start).getTime() + offer.durationMinutes * 60_000).toISOString()
        : null
  return {
    kind: line.product.kind,
    checkIn: checkIn ?? null,
    checkOut: checkOut ?? null,
    places: assignedPlaces(line.inventory, allocations),
    endsAt,
    whatToBring: line.product.details.whatToBring ?? null,
  }
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
    metadata: { ...rest, bundledProductCodes: line.bundledProductCodes, ...giftCardTerms(line), sold: soldFacts(line, allocations) },
    // The offer the server found (matched on the rate), so the rate is never the client's word.
    ratePlan: offer?.type === 'stay' ? offer.ratePlan : null,
    cancelPolicy: cancellation.policy,
    cancelUntil: cancellation.until,
    allocations,
  }
}
