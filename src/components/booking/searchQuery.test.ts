import { describe, expect, it } from 'vitest'
import { parseSearchQuery, searchQueryString, withSearch } from './searchQuery'

const persons = { numberOfAdults: 2, numberOfChildrenOlder: 1, numberOfChildrenYounger: 0 }

describe('search query', () => {
  it('writes dates and the party', () => {
    expect(withSearch('/majoitus/mokki', { from: '2026-12-01', to: '2026-12-03', persons })).toBe(
      '/majoitus/mokki?from=2026-12-01&to=2026-12-03&adults=2&children=1&small=0',
    )
    expect(searchQueryString({})).toBe('')
  })
  it('reads back what it wrote', () => {
    expect(parseSearchQuery('?from=2026-12-01&to=2026-12-03&adults=2&children=1&small=0')).toEqual({
      from: '2026-12-01',
      to: '2026-12-03',
      persons,
    })
  })
  it('carries the day of an activity or court search', () => {
    expect(searchQueryString({ day: '2026-12-05', persons })).toBe('?day=2026-12-05&adults=2&children=1&small=0')
    expect(parseSearchQuery('?day=2026-12-05')).toEqual({ day: '2026-12-05' })
    expect(parseSearchQuery('?day=5.12.2026')).toEqual({})
  })
  it('leaves out malformed parts', () => {
    expect(parseSearchQuery('?from=2026-02-30&to=x&adults=0')).toEqual({})
    expect(parseSearchQuery('?from=2026-12-03&to=2026-12-01')).toEqual({ from: '2026-12-03' })
    expect(parseSearchQuery('?adults=3&children=-1&small=99')).toEqual({
      persons: { numberOfAdults: 3, numberOfChildrenOlder: 0, numberOfChildrenYounger: 0 },
    })
  })
})
