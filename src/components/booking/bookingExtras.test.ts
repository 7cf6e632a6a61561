import { describe, expect, it } from 'vitest'
import type { ProductView } from '@/domain/catalogue'
import { bookingExtras } from './bookingExtras'

const base: ProductView = {
  code: 'X',
  kind: 'court',
  classification: 'Active_hours',
  schema: '',
  name: 'X',
  marketingName: 'X',
  shortDescription: '',
  description: '',
  mainImage: null,
  images: [],
  erpStartingPrice: null,
  unitPrice: null,
  taxClass: 'sport',
  taxBasisPoints: 1350,
  currency: 'EUR',
  pagePath: null,
  assortmentCode: 'PADEL',
  categories: [],
  filters: {},
  capacity: null,
  details: {},
  bundleMembers: [],
  showUpsell: false,
}

describe('bookingExtras', () => {
  it('reads court durations from the details, else falls back to one', () => {
    expect(bookingExtras({ ...base, details: { durations: [60, 90] } }).durations).toEqual([60, 90])
    expect(bookingExtras({ ...base, details: { durationMinutes: 90 } }).durations).toEqual([90])
    expect(bookingExtras(base).durations).toEqual([60])
  })
  it('reads gift card values and refuses a card with nothing to sell', () => {
    const card = { ...base, kind: 'giftcard' as const, details: { giftCardValues: [2500, 5000], openValue: { min: 1000, max: 50000 }, validityMonths: 24 } }
    expect(bookingExtras(card).inventory).toEqual({
      kind: 'giftcard',
      values: [2500, 5000],
      openValue: { min: 1000, max: 50000 },
      validityMonths: 24,
      designs: [],
    })
    expect(bookingExtras({ ...base, kind: 'giftcard' }).inventory).toBeNull()
  })
  it('builds the education inventory from the details', () => {
    const periods = [{ code: 'P1', name: 'Autumn', price: 12000 }]
    const education = { ...base, kind: 'education' as const, details: { price: 0, periods, applicationPeriod: { from: '2026-01-01', to: '2026-03-31' } } }
    expect(bookingExtras(education).inventory).toEqual({ kind: 'education', price: 0, applicationFrom: '2026-01-01', applicationTo: '2026-03-31', periods })
    expect(bookingExtras({ ...base, kind: 'education', unitPrice: 50000 }).inventory).toMatchObject({ price: 50000, periods: [] })
  })
})
