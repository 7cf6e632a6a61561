/**
 * The room or court a sold line was given: the hold picks the first free unit or court, so the buyer
 * learns which one only from the order. Read from the allocation rows the line took.
 */
import { resourceKey } from '../availability/resources'
import type { Inventory } from '../catalogue'

/** Unit codes of a stay ('YH-03'), court names of a court booking, in the order held; [] for anything else. */
export function assignedPlaces(inventory: Inventory, allocations: readonly { resource: string }[]): string[] {
  const held = new Set(allocations.map((a) => a.resource))
  if (inventory.kind === 'accommodation') return inventory.units.filter((u) => held.has(resourceKey.unit(u.id))).map((u) => u.code)
  if (inventory.kind === 'court') return inventory.courts.filter((c) => held.has(resourceKey.court(c.id))).map((c) => c.name)
  return []
}
