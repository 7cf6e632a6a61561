/**
 * Every guest is named: a stay or a course is booked for named people, so checkout waits until
 * each guest of such a line has a first and a last name. Other lines (gift cards, activities,
 * courts, education, passes) need no names and are valid from the start. The cart marks its lines
 * valid by this rule and submit refuses an order that breaks it.
 */
import type { PersonName } from './cartLine'

/** The cart types that need no guest names and start valid. */
export const initiallyValidCartTypes: readonly string[] = ['giftcard', 'Activity', 'active-hours-product', 'Education_purchase']

/** Lines that must name every guest before checkout: stays and courses. */
export const isPersonBased = (type: string) => !initiallyValidCartTypes.includes(type)

const isNamed = (name: PersonName) => name.firstName.trim() !== '' && name.lastName.trim() !== ''

/**
 * Whether a line of cart type `type` with these names (the cart's `personNames`, or the guests an
 * order line carries) may be ordered: a person-based line needs at least one guest, each with both names.
 */
export function everyGuestNamed(type: string, names: readonly PersonName[]): boolean {
  if (!isPersonBased(type)) return true
  return names.length > 0 && names.every(isNamed)
}
