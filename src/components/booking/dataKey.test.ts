import { afterEach, describe, expect, it, vi } from 'vitest'
import { newDataKey } from './dataKey'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('newDataKey', () => {
  afterEach(() => vi.unstubAllGlobals())
  it('is a v4 UUID', () => {
    expect(newDataKey()).toMatch(uuid)
  })
  it('falls back to getRandomValues outside secure contexts', () => {
    const real = globalThis.crypto
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => real.getRandomValues(a) })
    const keys = new Set(Array.from({ length: 50 }, newDataKey))
    expect(keys.size).toBe(50)
    for (const key of keys) expect(key).toMatch(uuid)
  })
})
