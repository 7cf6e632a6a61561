/**
 * Education (applied for and paid in the shop): bought only within its application period, at its
 * whole price or the sum of the periods chosen.
 */
import type { Cents, EducationInventory, IsoDate } from '../catalogue'
import { CartLineError } from './cartLine'

/** Whether an education can be applied for (bought) on a day: only within its application period, both days included. */
export function applicationState(inventory: Pick<EducationInventory, 'applicationFrom' | 'applicationTo'>, today: IsoDate): 'notYetOpen' | 'open' | 'closed' {
  if (inventory.applicationFrom && today < inventory.applicationFrom) return 'notYetOpen'
  if (inventory.applicationTo && today > inventory.applicationTo) return 'closed'
  return 'open'
}

export function educationPrice(inventory: EducationInventory, periodCodes: string[]): Cents {
  if (periodCodes.length === 0) return inventory.price
  return periodCodes.reduce((sum, code) => {
    const period = inventory.periods.find((p) => p.code === code)
    if (!period) throw new CartLineError('period', `Unknown education period ${code}`)
    return sum + period.price
  }, 0)
}
