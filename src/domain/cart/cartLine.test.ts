import { describe, expect, it } from 'vitest'
import { isLineValid } from './cartLine'

describe('cart rules', () => {
  it('treats a person-based line without persons as invalid', () => {
    expect(isLineValid({ type: 'Accommodation', personNames: [] })).toBe(false)
    expect(isLineValid({ type: 'active-hours-product', personNames: [] })).toBe(true)
  })
})
