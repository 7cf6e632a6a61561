import { describe, expect, it } from 'vitest'
import type { AccommodationInventory, Unit } from '../catalogue'
import { holdFor } from '../checkout/holds'
import { stayOffers, unitSellable } from './stay'
import type { StayOffer, Taken } from './types'

// The resort's own room and an owner's apartment of the same room type (docs/homeowner.md#nights-in-the-allocation-table).
const resortRoom: Unit = { id: 'R1', code: 'R1', capacity: 4 }
const owned = (ownerAgreement: Unit['ownerAgreement']): Unit => ({ id: 'O1', code: 'O1', capacity: 4, ownerAgreement })
const agreement = { from: '2027-01-01', to: '2027-01-31' }
const inventoryOf = (units: Unit[]): AccommodationInventory => ({
  kind: 'accommodation',
  capacity: 4,
  units,
  seasons: [{ from: '2026-12-01', to: '2027-12-31', nightly: 10_000, minNights: 1 }],
  ratePlans: [{ code: 'freeCancellation', pricePercent: 100 }],
  closed: [],
})
const nothingTaken: Taken = { counts: new Map(), slots: new Map() }
const adults = { numberOfAdults: 2, numberOfChildrenOlder: 0, numberOfChildrenYounger: 0 }
const offer = (units: Unit[], from: string, to: string, taken = nothingTaken): StayOffer =>
  stayOffers({ productCode: 'APT', inventory: inventoryOf(units), from, to, persons: adults, taken, today: '2026-12-01', taxBasisPoints: 1350 })[0]!
const heldUnits = (units: Unit[], from: string, to: string) => {
  const hold = holdFor({ productCode: 'APT', inventory: inventoryOf(units), offer: offer(units, from, to), persons: adults, quantity: 1 })
  return hold.kind === 'slots' ? hold.candidates.map((c) => c.resource) : []
}

describe('owned units in the shop', () => {
  it('sells an owned unit on the nights its agreement covers, the last night included', () => {
    expect(unitSellable(owned(agreement), ['2027-01-01', '2027-01-31'])).toBe(true)
    expect(offer([owned(agreement)], '2027-01-30', '2027-02-01')).toMatchObject({ available: true, freeUnits: 1 })
  })
  it('does not sell it on a night outside the agreement, nor at all without one', () => {
    expect(offer([owned(agreement)], '2027-01-31', '2027-02-02')).toMatchObject({ available: false, reason: 'full', freeUnits: 0 })
    expect(offer([owned(agreement)], '2026-12-30', '2027-01-02').available).toBe(false)
    expect(offer([owned(null)], '2027-01-10', '2027-01-12').available).toBe(false)
    expect(offer([owned({ from: '2027-01-01', to: null })], '2027-06-10', '2027-06-12').available).toBe(true)
  })
  it('still sells the resort’s own units of the same type, and holds only units it may sell', () => {
    const units = [resortRoom, owned(null)]
    expect(offer(units, '2027-01-10', '2027-01-12').freeUnits).toBe(1)
    expect(heldUnits(units, '2027-01-10', '2027-01-12')).toEqual(['unit:R1'])
    expect(heldUnits([resortRoom, owned(agreement)], '2027-01-10', '2027-01-12').sort()).toEqual(['unit:O1', 'unit:R1'])
  })
  it('does not sell a night an owner row blocks, though the agreement covers it', () => {
    const taken: Taken = { counts: new Map(), slots: new Map([['unit:O1', new Set(['2027-01-11'])]]) }
    expect(offer([owned(agreement)], '2027-01-10', '2027-01-12', taken).available).toBe(false)
  })
})
