/**
 * What the booking widgets need beyond the basic product: court durations, and the gift card values or
 * education price and periods that `buildCartLine` takes as an inventory. They come in the product's
 * details; missing values fall back to something safe rather than breaking the page.
 */
import type { EducationInventory, GiftCardInventory, ProductView } from '@/domain/catalogue'

export type BookingExtras = { durations: number[]; inventory: GiftCardInventory | EducationInventory | null }

const positive = (list: number[] | undefined) => (list ?? []).filter((n) => Number.isInteger(n) && n > 0)

function giftCardInventory(view: ProductView): GiftCardInventory | null {
  const values = positive(view.details.giftCardValues)
  const openValue = view.details.openValue ?? null
  return values.length > 0 || openValue
    ? { kind: 'giftcard', values, openValue, validityMonths: view.details.validityMonths ?? 12, designs: view.details.designs ?? [] }
    : null
}

function educationInventory(view: ProductView): EducationInventory {
  const { details } = view
  return {
    kind: 'education',
    price: details.price ?? view.unitPrice ?? view.erpStartingPrice ?? 0,
    applicationFrom: details.applicationPeriod?.from ?? '',
    applicationTo: details.applicationPeriod?.to ?? '',
    periods: details.periods ?? [],
  }
}

export function bookingExtras(view: ProductView): BookingExtras {
  const durations = positive(view.details.durations)
  return {
    durations: durations.length > 0 ? durations : [view.details.durationMinutes ?? 60],
    inventory: view.kind === 'giftcard' ? giftCardInventory(view) : view.kind === 'education' ? educationInventory(view) : null,
  }
}
