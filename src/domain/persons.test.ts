import { describe, expect, it } from 'vitest'
import { guestTypes, validatePersons } from './persons'

const party = (numberOfAdults: number, numberOfChildrenOlder = 0, numberOfChildrenYounger = 0) => ({
  numberOfAdults,
  numberOfChildrenOlder,
  numberOfChildrenYounger,
})

describe('validatePersons', () => {
  it('accepts a party with an adult', () => {
    expect(validatePersons(party(1))).toBeNull()
    expect(validatePersons(party(2, 3, 1))).toBeNull()
  })
  it('needs at least one adult', () => {
    expect(validatePersons(party(0, 2))).toBe('noAdult')
    expect(validatePersons(party(0))).toBe('noAdult')
  })
  it('refuses negative and fractional counts before anything else', () => {
    expect(validatePersons(party(2, -1))).toBe('negative')
    expect(validatePersons(party(1.5))).toBe('notInteger')
    expect(validatePersons(party(1, Number.NaN))).toBe('notInteger')
    expect(validatePersons(party(-1, 0, 0.5))).toBe('notInteger')
  })
  it('allows 12 persons and refuses 13 (docs/limits.md#persons-and-capacity)', () => {
    expect(validatePersons(party(6, 4, 2))).toBeNull()
    expect(validatePersons(party(6, 4, 3))).toBe('tooMany')
  })
  it('checks a product capacity when one is given', () => {
    expect(validatePersons(party(2, 2), 4)).toBeNull()
    expect(validatePersons(party(2, 2, 1), 4)).toBe('capacity')
    expect(validatePersons(party(13), 20)).toBe('tooMany')
  })
})

describe('guestTypes', () => {
  it('lists adults, older and younger children in order', () => {
    expect(guestTypes(party(2, 1, 2))).toEqual(['adult', 'adult', 'child_older', 'child_younger', 'child_younger'])
    expect(guestTypes(party(0))).toEqual([])
  })
})
