import { describe, expect, it } from 'vitest'
import { upsellPercent, upsellsFor, type UpsellLink } from './upsells'

const links: Record<string, UpsellLink[]> = {
  ROOM: [
    { productCode: 'SNOWSHOE', discountPercentage: 10 },
    { productCode: 'SAUNA', discountPercentage: 5 },
  ],
  COTTAGE: [
    { productCode: 'SAUNA', discountPercentage: 20 },
    { productCode: 'CANOE', discountPercentage: 0 },
  ],
}
const linksOf = (code: string) => links[code] ?? []

describe('upsells', () => {
  it('suggests the linked products not in the cart yet, once each, first source first', () => {
    expect(upsellsFor(['ROOM', 'COTTAGE', 'SNOWSHOE'], linksOf)).toEqual([
      { productCode: 'SAUNA', discountPercentage: 5, sourceProductCode: 'ROOM' },
      { productCode: 'CANOE', discountPercentage: 0, sourceProductCode: 'COTTAGE' },
    ])
    expect(upsellsFor([], linksOf)).toEqual([])
  })
  it('takes the best percentage among the products in the cart that suggest this one', () => {
    expect(upsellPercent('SAUNA', ['ROOM', 'COTTAGE', 'SAUNA'], linksOf)).toBe(20)
    expect(upsellPercent('SAUNA', ['SAUNA'], linksOf)).toBe(0)
    expect(upsellPercent('ROOM', ['COTTAGE'], linksOf)).toBe(0)
  })
})
