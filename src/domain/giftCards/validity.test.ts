import { describe, expect, it } from 'vitest'
import { lastDayOf, lastValidDay, validUntilInstant } from './validity'

describe('gift card validity', () => {
  it('runs through the same day that many months later', () => {
    expect(lastValidDay('2026-11-24', 12)).toBe('2027-11-24')
    expect(lastValidDay('2026-03-15', 24)).toBe('2028-03-15')
    expect(lastValidDay('2026-11-24', 3)).toBe('2027-02-24')
  })

  it('ends on the last day of a shorter month', () => {
    expect(lastValidDay('2027-01-31', 1)).toBe('2027-02-28')
    expect(lastValidDay('2027-01-31', 13)).toBe('2028-02-29')
  })

  it('stops at midnight in Helsinki after the last day, summer or winter', () => {
    expect(validUntilInstant('2027-11-24').toISOString()).toBe('2027-11-24T22:00:00.000Z')
    expect(validUntilInstant('2027-06-24').toISOString()).toBe('2027-06-24T21:00:00.000Z')
    expect(lastDayOf('2027-11-24T22:00:00.000Z')).toBe('2027-11-24')
    expect(lastDayOf('2027-06-24T21:00:00.000Z')).toBe('2027-06-24')
  })
})
