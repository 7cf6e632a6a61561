/**
 * The demo's member prices (docs/shop.md#member-prices), by product code: what the registration page
 * promises Kuusirinne Friends members, 10 % off court times, swimming hall tickets and multi-visit
 * cards, plus a fixed member price on one class to show the other kind. Stays, courses, gift cards
 * and education have none.
 */
import type { MemberPrice } from '@/domain/pricing/memberPrice'

const tenPercent: MemberPrice = { kind: 'percent', percent: 10 }

export const demoMemberPrices: Record<string, MemberPrice> = {
  'TENNIS-SISA': tenPercent,
  'PADEL-SISA': tenPercent,
  'PICKLEBALL-SISA': tenPercent,
  'UINTI-AIKUINEN': tenPercent,
  'UINTI-LAPSI': tenPercent,
  'UINTI-PIENI': tenPercent,
  'KIIPEILY-SARJA5': tenPercent,
  'KUNTOSALI-SARJA10': tenPercent,
  // Morning yoga: members pay a round 12 € per person instead of the list price.
  AAMUJOOGA: { kind: 'fixed', price: 1200 },
}

/** The product's member price fields as the Products collection stores them. */
export function memberPriceData(code: string) {
  const rule = demoMemberPrices[code]
  if (!rule) return {}
  return { memberPrice: rule.kind === 'percent' ? { kind: rule.kind, percent: rule.percent } : { kind: rule.kind, price: rule.price } }
}
