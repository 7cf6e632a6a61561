/**
 * Category page filters (docs/behaviour.md#category-filters, docs/validation.md#cart-and-filters): toggled option keys per filter and a price
 * range in cents. Only filters with a selection narrow the list; on accommodation categories only
 * equipment filters count, the other filters describe the category rather than its rooms.
 */
import type { Cents, Filter, ProductKind } from './catalogue'

export type CategoryFilterState = {
  /** Filter name -> selected option keys. A filter with nothing selected has no entry. */
  selected: Record<string, string[]>
  /** Cents; null = no bound. */
  price: { min: Cents | null; max: Cents | null }
}

export type CategoryItemLike = { erpStartingPrice: Cents | null; filters: Record<string, string[]> }

export function resetFilters(): CategoryFilterState {
  return { selected: {}, price: { min: null, max: null } }
}

/** Adds the option key when missing, removes it when present. */
export function toggleOption(state: CategoryFilterState, filterName: string, key: string): CategoryFilterState {
  const current = state.selected[filterName] ?? []
  const next = current.includes(key) ? current.filter((k) => k !== key) : [...current, key]
  const selected = { ...state.selected }
  if (next.length > 0) selected[filterName] = next
  else delete selected[filterName]
  return { ...state, selected }
}

/** The range a price filter starts with: the cheapest and dearest priced item. */
export function priceBounds(items: { erpStartingPrice: Cents | null }[]): { min: Cents | null; max: Cents | null } {
  const prices = items.map((item) => item.erpStartingPrice).filter((p): p is Cents => typeof p === 'number' && Number.isFinite(p))
  return prices.length === 0 ? { min: null, max: null } : { min: Math.min(...prices), max: Math.max(...prices) }
}

/**
 * Euros typed by a visitor to cents: `12`, `12,50` and `12.5` are accepted; anything else is not
 * numeric and gives null, which the filter ignores (docs/validation.md#cart-and-filters). Parsed as digits, never as a float.
 */
export function parsePriceBound(input: string): Cents | null {
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(input.trim())
  if (!match) return null
  const fraction = (match[2] ?? '').padEnd(3, '0')
  const cents = Number(match[1]) * 100 + Number(fraction.slice(0, 2))
  // Beyond the cent, round half up.
  return fraction[2] >= '5' ? cents + 1 : cents
}

function matchesFilter(filter: Filter, selected: string[], values: string[]): boolean {
  if (filter.dataType === 'number') {
    // A number filter asks for "at least": 3 bedrooms selected also shows homes with 4.
    const amounts = values.map(Number).filter(Number.isFinite)
    return selected.map(Number).some((wanted) => amounts.some((amount) => amount >= wanted))
  }
  return selected.some((key) => values.includes(key))
}

/**
 * The items within the price range that have, for every filter with a selection, at least one of
 * the selected options. Items without a price are never hidden by the price range: the range starts
 * at the priced items' bounds, and hiding unpriced items from the start would hide them for good.
 */
export function applyCategoryFilters<T extends CategoryItemLike>(items: T[], filters: Filter[], state: CategoryFilterState, kind: ProductKind | null): T[] {
  const active = filters
    .filter((filter) => kind !== 'accommodation' || filter.equipment)
    .map((filter) => ({ filter, selected: state.selected[filter.name] ?? [] }))
    .filter(({ selected }) => selected.length > 0)
  const { min, max } = state.price
  return items.filter((item) => {
    const itemPrice = item.erpStartingPrice
    if (itemPrice !== null && min !== null && itemPrice < min) return false
    if (itemPrice !== null && max !== null && itemPrice > max) return false
    return active.every(({ filter, selected }) => matchesFilter(filter, selected, item.filters[filter.name] ?? []))
  })
}
