/**
 * The search a listing hands to a product page, or the landing page's search to a listing, in the
 * query string, e.g. `?from=2026-12-01&to=2026-12-03&adults=2&children=1&small=0`; `day` is the day
 * of an activity or court search.
 */
import { maxCapacity, type IsoDate, type Persons } from '@/domain/catalogue'
import { isIsoDate } from '@/domain/helsinki'

export type SearchQuery = { from?: IsoDate; to?: IsoDate; day?: IsoDate; persons?: Persons }

export function searchQueryString({ from, to, day, persons }: SearchQuery): string {
  const params = new URLSearchParams()
  if (from) params.set('from', from)
  if (to) params.set('to', to)
  if (day) params.set('day', day)
  if (persons) {
    params.set('adults', String(persons.numberOfAdults))
    params.set('children', String(persons.numberOfChildrenOlder))
    params.set('small', String(persons.numberOfChildrenYounger))
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

const count = (value: string | null): number | null => {
  if (value === null || !/^\d{1,2}$/.test(value)) return null
  const n = Number(value)
  return n <= maxCapacity ? n : null
}

/** Reads a query string; anything malformed is left out rather than guessed. */
export function parseSearchQuery(search: string): SearchQuery {
  const params = new URLSearchParams(search)
  const from = params.get('from') ?? ''
  const to = params.get('to') ?? ''
  const day = params.get('day') ?? ''
  const adults = count(params.get('adults'))
  const result: SearchQuery = {}
  if (isIsoDate(from)) result.from = from
  if (isIsoDate(to) && (!result.from || to > result.from)) result.to = to
  if (isIsoDate(day)) result.day = day
  if (adults !== null && adults >= 1) {
    result.persons = {
      numberOfAdults: adults,
      numberOfChildrenOlder: count(params.get('children')) ?? 0,
      numberOfChildrenYounger: count(params.get('small')) ?? 0,
    }
  }
  return result
}

/** A product page link carrying the search. */
export const withSearch = (pagePath: string, query: SearchQuery) => `${pagePath}${searchQueryString(query)}`
