import { describe, expect, it } from 'vitest'
import type { Guest } from './cartLine'
import { everyGuestNamed, isPersonBased } from './guestNames'

const aino = { firstName: 'Aino', lastName: 'Virtanen' }

describe('every guest is named', () => {
  it('asks names for stays and courses only', () => {
    expect(isPersonBased('Accommodation')).toBe(true)
    expect(isPersonBased('Course')).toBe(true)
    for (const type of ['giftcard', 'Activity', 'active-hours-product', 'Education_purchase']) expect(isPersonBased(type)).toBe(false)
  })

  it('needs a first and a last name for every guest of a stay, blanks not counting', () => {
    expect(everyGuestNamed('Accommodation', [aino, { firstName: 'Eino', lastName: 'Virtanen' }])).toBe(true)
    expect(everyGuestNamed('Accommodation', [aino, { firstName: 'Eino', lastName: '' }])).toBe(false)
    expect(everyGuestNamed('Course', [{ firstName: '  ', lastName: 'Virtanen' }])).toBe(false)
    expect(everyGuestNamed('Course', [])).toBe(false)
  })

  it('reads the guests an order line carries the same way', () => {
    const guests = (lastName: string): Guest[] => [{ type: 'adult', firstName: 'Aino', lastName }]
    expect(everyGuestNamed('Accommodation', guests('Virtanen'))).toBe(true)
    expect(everyGuestNamed('Accommodation', guests(' '))).toBe(false)
  })

  it('asks nothing of lines that need no names', () => {
    expect(everyGuestNamed('Activity', [])).toBe(true)
    expect(everyGuestNamed('giftcard', [{ firstName: '', lastName: '' }])).toBe(true)
  })
})
