import { describe, expect, it } from 'vitest'
import { distance, editsFor, transpositions } from './typos'

describe('editsFor', () => {
  it('forgives nothing in 1–3 letters, one edit in 4–7, two in longer', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(editsFor)).toEqual([0, 0, 0, 1, 1, 2, 2])
  })
})

describe('transpositions', () => {
  it('swaps each pair of different neighbours once', () => {
    expect(transpositions('padle')).toEqual(['apdle', 'pdale', 'palde', 'padel'])
    expect(transpositions('kukka')).not.toContain('kukka')
    expect(transpositions('a')).toEqual([])
  })
})

describe('distance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(distance('padle', 'padel')).toBe(1)
    expect(distance('kylplä', 'kylpylä')).toBe(1)
    expect(distance('majotus', 'majoitus')).toBe(1)
    expect(distance('sauna', 'sauma')).toBe(1)
    expect(distance('', 'abc')).toBe(3)
    expect(distance('pallo', 'padle')).toBe(distance('padle', 'pallo'))
  })
})
