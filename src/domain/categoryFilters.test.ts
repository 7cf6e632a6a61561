import { describe, expect, it } from 'vitest'
import type { Filter } from './catalogue'
import { type CategoryItemLike, applyCategoryFilters, parsePriceBound, priceBounds, resetFilters, toggleOption } from './categoryFilters'

const filter = (name: string, dataType: Filter['dataType'], equipment: boolean): Filter => ({
  name,
  label: name,
  dataType,
  equipment,
  options: [],
  selectedOptions: [],
})
const filters = [filter('sauna', 'choice', true), filter('area', 'choice', false), filter('bedrooms', 'number', true)]
const items: (CategoryItemLike & { code: string })[] = [
  { code: 'a', erpStartingPrice: 9000, filters: { sauna: ['wood'], area: ['lake'], bedrooms: ['2'] } },
  { code: 'b', erpStartingPrice: 15000, filters: { sauna: ['electric'], area: ['slope'], bedrooms: ['3'] } },
  { code: 'c', erpStartingPrice: 22000, filters: { area: ['lake'], bedrooms: ['4'] } },
  { code: 'd', erpStartingPrice: null, filters: { sauna: ['wood'] } },
]
const codes = (list: { code: string }[]) => list.map((i) => i.code)
const select = (...pairs: [string, string][]) => pairs.reduce((s, [name, key]) => toggleOption(s, name, key), resetFilters())

describe('toggleOption and resetFilters', () => {
  it('adds a key, then removes it, dropping the empty filter', () => {
    const once = toggleOption(resetFilters(), 'sauna', 'wood')
    expect(once.selected).toEqual({ sauna: ['wood'] })
    expect(toggleOption(once, 'sauna', 'electric').selected).toEqual({ sauna: ['wood', 'electric'] })
    expect(toggleOption(once, 'sauna', 'wood').selected).toEqual({})
  })
  it('does not change the state it was given', () => {
    const state = resetFilters()
    toggleOption(state, 'sauna', 'wood')
    expect(state).toEqual({ selected: {}, price: { min: null, max: null } })
  })
  it('keeps the price range when toggling', () => {
    const state = { ...resetFilters(), price: { min: 100, max: 200 } }
    expect(toggleOption(state, 'sauna', 'wood').price).toEqual({ min: 100, max: 200 })
  })
})

describe('priceBounds', () => {
  it('spans the priced items', () => {
    expect(priceBounds(items)).toEqual({ min: 9000, max: 22000 })
  })
  it('is open when nothing has a price', () => {
    expect(priceBounds([{ erpStartingPrice: null }])).toEqual({ min: null, max: null })
    expect(priceBounds([])).toEqual({ min: null, max: null })
  })
})

describe('parsePriceBound', () => {
  it('reads euros with a comma or a point as cents', () => {
    expect(parsePriceBound('12')).toBe(1200)
    expect(parsePriceBound('12,50')).toBe(1250)
    expect(parsePriceBound('12.5')).toBe(1250)
    expect(parsePriceBound(' 0,05 ')).toBe(5)
    expect(parsePriceBound('12,345')).toBe(1235)
    expect(parsePriceBound('12,344')).toBe(1234)
  })
  it('gives null for anything not numeric', () => {
    for (const input of ['', ' ', 'abc', '12e3', '-5', '12,', '1 000', '€12', '12.5.0']) {
      expect(parsePriceBound(input)).toBeNull()
    }
  })
})

describe('applyCategoryFilters', () => {
  it('returns everything with no selection and an open range', () => {
    expect(codes(applyCategoryFilters(items, filters, resetFilters(), 'activity'))).toEqual(['a', 'b', 'c', 'd'])
  })
  it('keeps prices within inclusive bounds, ignoring null bounds and unpriced items', () => {
    const range = (min: number | null, max: number | null) => ({ ...resetFilters(), price: { min, max } })
    expect(codes(applyCategoryFilters(items, filters, range(9000, 15000), null))).toEqual(['a', 'b', 'd'])
    expect(codes(applyCategoryFilters(items, filters, range(15001, null), null))).toEqual(['c', 'd'])
    expect(codes(applyCategoryFilters(items, filters, range(null, 8999), null))).toEqual(['d'])
  })
  it('matches any selected option within a filter and every filter with a selection', () => {
    expect(codes(applyCategoryFilters(items, filters, select(['area', 'lake'], ['area', 'slope']), 'activity'))).toEqual(['a', 'b', 'c'])
    expect(codes(applyCategoryFilters(items, filters, select(['area', 'lake'], ['sauna', 'wood']), 'activity'))).toEqual(['a'])
  })
  it('treats number filters as a minimum', () => {
    expect(codes(applyCategoryFilters(items, filters, select(['bedrooms', '3']), null))).toEqual(['b', 'c'])
    expect(codes(applyCategoryFilters(items, filters, select(['bedrooms', '4'], ['bedrooms', '2']), null))).toEqual(['a', 'b', 'c'])
  })
  it('counts only equipment filters for accommodation', () => {
    const state = select(['area', 'slope'], ['sauna', 'wood'])
    expect(codes(applyCategoryFilters(items, filters, state, 'accommodation'))).toEqual(['a', 'd'])
    expect(codes(applyCategoryFilters(items, filters, select(['area', 'slope']), 'accommodation'))).toEqual(['a', 'b', 'c', 'd'])
  })
  it('ignores selections for filters the category does not have', () => {
    expect(codes(applyCategoryFilters(items, filters, select(['pets', 'dog']), null))).toHaveLength(4)
  })
})
