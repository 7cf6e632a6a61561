import { describe, expect, it } from 'vitest'
import { applicationState, educationPrice } from './education'
import { CartLineError } from './cartLine'

describe('applicationState', () => {
  const period = { applicationFrom: '2026-12-01', applicationTo: '2027-01-31' }
  it('sells an education from the first to the last day of its application period, both included', () => {
    expect(applicationState(period, '2026-11-30')).toBe('notYetOpen')
    expect(applicationState(period, '2026-12-01')).toBe('open')
    expect(applicationState(period, '2027-01-31')).toBe('open')
    expect(applicationState(period, '2027-02-01')).toBe('closed')
  })
  it('treats a missing end of the period as open-ended', () => {
    expect(applicationState({ applicationFrom: '', applicationTo: '' }, '2030-01-01')).toBe('open')
  })
})

describe('educationPrice', () => {
  const inventory = {
    kind: 'education' as const,
    price: 90000,
    applicationFrom: '',
    applicationTo: '',
    periods: [
      { code: 'AUTUMN', name: 'Autumn', price: 40000 },
      { code: 'SPRING', name: 'Spring', price: 45000 },
    ],
  }
  it('charges the whole price without periods, else the sum of the chosen ones', () => {
    expect(educationPrice(inventory, [])).toBe(90000)
    expect(educationPrice(inventory, ['SPRING'])).toBe(45000)
    expect(educationPrice(inventory, ['AUTUMN', 'SPRING'])).toBe(85000)
  })
  it('refuses a period the education does not have', () => {
    expect(() => educationPrice(inventory, ['SUMMER'])).toThrow(CartLineError)
  })
})
