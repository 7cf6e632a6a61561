import { describe, expect, it } from 'vitest'
import { instantOf } from './instant'

const iso = (s: string) => instantOf(s)?.toISOString() ?? null

describe('instantOf', () => {
  it('reads ISO date-times with Z or an offset', () => {
    expect(iso('2026-12-05T16:00:00.000Z')).toBe('2026-12-05T16:00:00.000Z')
    expect(iso('2026-12-05T16:00Z')).toBe('2026-12-05T16:00:00.000Z')
    expect(iso('2026-12-05T18:00:30.5+02:00')).toBe('2026-12-05T16:00:30.500Z')
    expect(iso('2026-12-05T10:00:00-0500')).toBe('2026-12-05T15:00:00.000Z')
  })

  it('reads a date-time without an offset as Helsinki time, whatever the machine’s zone', () => {
    expect(iso('2026-12-05T18:00')).toBe('2026-12-05T16:00:00.000Z')
    expect(iso('2026-07-05T18:00:00')).toBe('2026-07-05T15:00:00.000Z')
  })

  it('refuses anything else', () => {
    for (const s of ['', '2026-12-05', '2026-02-30T10:00Z', '2026-12-05T24:00Z', '2026-12-05 18:00', 'Sat, 05 Dec 2026 16:00:00 GMT', '1764950400000']) {
      expect(instantOf(s), s).toBeNull()
    }
  })
})
