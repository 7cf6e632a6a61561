import type { Cents, Inventory, IsoDate, ProductView } from '../catalogue'
import { euros, schemaUrl, type JsonLd } from './jsonLd'

/**
 * The lowest price a product is sold from: the price staff give as its starting price, else the
 * lowest its stock is sold at. Null when it has none (a gift card of open value only).
 */
export function startingPrice(product: ProductView, inventory: Inventory | undefined): Cents | null {
  if (product.erpStartingPrice != null) return product.erpStartingPrice
  if (!inventory) return product.unitPrice
  const lowest = (prices: Cents[]) => (prices.length ? Math.min(...prices) : null)
  switch (inventory.kind) {
    case 'accommodation':
      return lowest(inventory.seasons.map((s) => s.nightly))
    case 'course':
      return lowest(inventory.sessions.map((s) => s.price))
    case 'court':
      return inventory.hourlyPrice
    case 'giftcard':
      return lowest(inventory.values) ?? inventory.openValue?.min ?? null
    case 'activity':
    case 'ticket':
    case 'education':
    case 'pass':
      return inventory.price
  }
}

export type Availability = 'InStock' | 'SoldOut' | 'OutOfStock'

/**
 * Whether a product can be bought from `today` on, as far as a cached page can tell: a course has a
 * session to come, an activity a schedule, an education an open application period. Free places
 * are the booking form's business (never cached).
 */
export function availabilityOf(inventory: Inventory | undefined, today: IsoDate): Availability {
  switch (inventory?.kind) {
    case 'course':
      return inventory.sessions.some((s) => s.from >= today) ? 'InStock' : 'SoldOut'
    case 'activity':
      return inventory.schedules.some((s) => s.validTo >= today) ? 'InStock' : 'OutOfStock'
    case 'education':
      return inventory.applicationFrom <= today && today <= inventory.applicationTo ? 'InStock' : 'OutOfStock'
    default:
      return 'InStock'
  }
}

/** A schema.org Offer in euros. */
export function offer(price: Cents, url: string, availability: Availability, extra: Record<string, unknown> = {}): JsonLd {
  return { '@type': 'Offer', price: euros(price), priceCurrency: 'EUR', availability: schemaUrl(availability), url, ...extra }
}
