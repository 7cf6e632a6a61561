import { describe, expect, it } from 'vitest'
import { hasViewParams, viewQueryOf, withViewQuery } from './viewQuery'

describe('view parameters', () => {
  it('are the search words, the events month, view and topic, and the map tags, and nothing else', () => {
    expect(hasViewParams(new URLSearchParams('q=sauna'))).toBe(true)
    expect(hasViewParams(new URLSearchParams('tag=cafe&tag=spa'))).toBe(true)
    expect(hasViewParams(new URLSearchParams('from=2026-12-01&to=2026-12-03&utm_source=x'))).toBe(false)
    expect(viewQueryOf(new URLSearchParams('tag=cafe&tag=spa&from=x&q=%20sauna'))).toEqual({ tag: ['cafe', 'spa'], q: [' sauna'] })
    expect(viewQueryOf({ month: '2026-12', view: ['list'], other: 'x' })).toEqual({ month: ['2026-12'], view: ['list'] })
  })

  it('keep at most 30 values of 200 characters each', () => {
    const query = viewQueryOf(new URLSearchParams(Array.from({ length: 40 }, () => ['tag', 'x'.repeat(300)])))
    expect(query.tag).toHaveLength(30)
    expect(query.tag![0]).toHaveLength(200)
  })

  it('go along when a page redirects to its address in another language', () => {
    expect(withViewQuery('/en/search', { q: ['kylplä'], type: ['page'] })).toBe('/en/search?q=kylpl%C3%A4&type=page')
    expect(withViewQuery('/en/map', { tag: ['cafe', 'spa'] })).toBe('/en/map?tag=cafe&tag=spa')
    expect(withViewQuery('/en/map', {})).toBe('/en/map')
  })
})
