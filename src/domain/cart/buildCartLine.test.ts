import { describe, expect, it } from 'vitest'
import type { CourtOffer, SessionOffer, SlotOffer, StayOffer, TicketOffer } from '../availability/types'
import type { GiftCardInventory } from '../catalogue'
import { buildCartLine, splitByAmount, withPersonNames, type CartLineInput } from './buildCartLine'
import { CartLineError } from './cartLine'
import { productView } from './testLines'

const product = productView
const persons = (numberOfAdults: number, numberOfChildrenOlder = 0, numberOfChildrenYounger = 0) => ({
  numberOfAdults,
  numberOfChildrenOlder,
  numberOfChildrenYounger,
})
const stay: StayOffer = {
  type: 'stay',
  id: 'ROOM|freeCancellation|2026-06-10|2026-06-12',
  ratePlan: 'freeCancellation',
  from: '2026-06-10',
  to: '2026-06-12',
  nights: 2,
  persons: persons(2, 1),
  freeUnits: 3,
  available: true,
  reason: null,
  price: { withTax: 20000, withoutTax: 17621 },
}
const session: SessionOffer = {
  type: 'session',
  id: 's1',
  from: '2026-06-08',
  to: '2026-06-12',
  places: 10,
  freePlaces: 5,
  available: true,
  reason: null,
  price: { withTax: 50000, withoutTax: 39841 },
}
const slot: SlotOffer = {
  type: 'slot',
  id: 'SUP|2026-06-10T07:00:00.000Z',
  date: '2026-06-10',
  time: '10:00',
  start: '2026-06-10T07:00:00.000Z',
  durationMinutes: 90,
  places: 8,
  freePlaces: 8,
  available: true,
  reason: null,
  price: { withTax: 3500, withoutTax: 2789 },
}
const court: CourtOffer = {
  type: 'court',
  id: 'PADEL|2026-06-10T05:00:00.000Z|60',
  date: '2026-06-10',
  time: '08:00',
  start: '2026-06-10T05:00:00.000Z',
  end: '2026-06-10T06:00:00.000Z',
  durationMinutes: 60,
  freeCourts: [{ code: 'PADEL2', name: 'Padel 2' }],
  available: true,
  reason: null,
  price: { withTax: 2800, withoutTax: 2467 },
}
const ticket: TicketOffer = {
  type: 'ticket',
  id: 'SPA|2026-06-10',
  date: '2026-06-10',
  freePlaces: 5,
  available: true,
  reason: null,
  price: { withTax: 1650, withoutTax: 1454 },
}
const giftCards: GiftCardInventory = { kind: 'giftcard', values: [5000, 10000], openValue: { min: 2000, max: 50000 }, validityMonths: 12, designs: [] }
const giftCard = { value: 5000, recipientName: 'Aino', recipientEmail: 'aino@example.fi', message: 'Hyvää syntymäpäivää!' }
const build = (input: Partial<CartLineInput> & Pick<CartLineInput, 'product'>) =>
  buildCartLine({ dataKey: 'k1', offer: null, persons: null, amount: 1, ...input })
const errorCode = (f: () => unknown) => {
  try {
    f()
  } catch (error) {
    return error instanceof CartLineError ? error.code : 'other'
  }
  return 'none'
}

describe('buildCartLine for a stay', () => {
  const line = build({ product: product('accommodation', { bundleMembers: [{ amount: 1, productCode: 'BREAKFAST' }] }), offer: stay })
  it('copies product, dates, party and price', () => {
    expect(line).toMatchObject({
      dataKey: 'k1',
      productCode: 'P-accommodation',
      type: 'Accommodation',
      title: 'Marketing accommodation',
      image: { src: '/a.jpg', alt: 'A' },
      icon: 'accommodation',
      from: '2026-06-10',
      to: '2026-06-12',
      persons: persons(2, 1),
      bundledProductCodes: ['BREAKFAST'],
      price: 20000,
      priceWithoutTax: 17621,
      discountAmount: 0,
      unavailable: false,
    })
    expect(line.metadata).toEqual({
      amount: 1,
      dates: { from: '2026-06-10', to: '2026-06-12' },
      guests: [
        { type: 'adult', firstName: '', lastName: '' },
        { type: 'adult', firstName: '', lastName: '' },
        { type: 'child_older', firstName: '', lastName: '' },
      ],
      variation: 'freeCancellation',
    })
  })
  it('starts invalid with one empty name per person', () => {
    expect(line.personNames).toEqual([
      { firstName: '', lastName: '' },
      { firstName: '', lastName: '' },
      { firstName: '', lastName: '' },
    ])
    expect(line.valid).toBe(false)
  })
  it('becomes valid only when every guest has a first and last name', () => {
    const partly = withPersonNames(line, [
      { firstName: 'Aino', lastName: 'Virtanen' },
      { firstName: 'Eero', lastName: ' ' },
      { firstName: 'Ilona', lastName: 'Virtanen' },
    ])
    expect(partly.valid).toBe(false)
    const named = withPersonNames(partly, [
      { firstName: 'Aino', lastName: 'Virtanen' },
      { firstName: 'Eero', lastName: 'Virtanen' },
      { firstName: 'Ilona', lastName: 'Virtanen' },
    ])
    expect(named.valid).toBe(true)
    expect(named.metadata.guests?.[2]).toEqual({ type: 'child_older', firstName: 'Ilona', lastName: 'Virtanen' })
    expect(line.valid).toBe(false)
  })
  it('refuses a different number of names', () => {
    expect(errorCode(() => withPersonNames(line, [{ firstName: 'A', lastName: 'B' }]))).toBe('persons')
  })
  it('falls back to the product name without a marketing name', () => {
    expect(build({ product: product('accommodation', { marketingName: '' }), offer: stay }).title).toBe('Name accommodation')
  })
})

describe('buildCartLine for dated products', () => {
  it('prices a course session for the party and needs names', () => {
    const line = build({ product: product('course'), offer: session, persons: persons(2) })
    expect(line).toMatchObject({ type: 'Course', from: '2026-06-08', to: '2026-06-12', price: 50000, valid: false })
    expect(line.personNames).toHaveLength(2)
  })
  it('multiplies the per-person slot price and starts valid', () => {
    const line = build({ product: product('activity'), offer: slot, persons: persons(1, 2) })
    expect(line).toMatchObject({ type: 'Activity', from: '2026-06-10', to: '2026-06-10', price: 10500, valid: true, personNames: [] })
    expect(line.priceWithoutTax).toBe(9251)
    expect(line.metadata.dateTime).toBe('2026-06-10T07:00:00.000Z')
    expect(line.metadata.guests).toHaveLength(3)
    expect(build({ product: product('activity'), offer: slot }).persons).toEqual(persons(1))
  })
  it('books a court, optionally a chosen free one', () => {
    const line = build({ product: product('court'), offer: court, court: { courtCode: 'PADEL2' } })
    expect(line).toMatchObject({ type: 'active-hours-product', persons: null, price: 2800, valid: true })
    expect(line.metadata).toEqual({ amount: 1, dates: { from: '2026-06-10', to: '2026-06-10' }, dateTime: court.start, variation: '60', subresource: 'PADEL2' })
    expect(errorCode(() => build({ product: product('court'), offer: court, court: { courtCode: 'PADEL1' } }))).toBe('subresource')
    expect(build({ product: product('court'), offer: court }).metadata.subresource).toBeUndefined()
  })
  it('keeps the ticket price per ticket and the count in amount', () => {
    const line = build({ product: product('ticket'), offer: ticket, amount: 3 })
    expect(line).toMatchObject({ type: 'Activity', price: 1650, valid: true, metadata: { amount: 3 } })
  })
  it('refuses unavailable offers, offers of another kind and bad amounts', () => {
    expect(errorCode(() => build({ product: product('ticket'), offer: { ...ticket, available: false, reason: 'full' } }))).toBe('unavailable')
    expect(errorCode(() => build({ product: product('ticket'), offer: stay }))).toBe('offer')
    expect(errorCode(() => build({ product: product('accommodation') }))).toBe('offer')
    expect(errorCode(() => build({ product: product('ticket'), offer: ticket, amount: 0 }))).toBe('amount')
    expect(errorCode(() => build({ product: product('ticket'), offer: ticket, amount: 1.5 }))).toBe('amount')
  })
})

describe('buildCartLine for gift cards', () => {
  const gift = (choice: Partial<typeof giftCard>) =>
    build({ product: product('giftcard', { taxBasisPoints: 0 }), inventory: giftCards, giftCard: { ...giftCard, ...choice } })
  it('prices the chosen value and keeps the message and recipient', () => {
    const line = gift({})
    expect(line).toMatchObject({ type: 'giftcard', price: 5000, priceWithoutTax: 5000, valid: true, from: null, persons: null })
    expect(line.metadata).toEqual({
      amount: 1,
      value: 5000,
      comment: 'Hyvää syntymäpäivää!',
      recipient: { name: 'Aino', email: 'aino@example.fi' },
    })
  })
  it('accepts listed values and values in the open range, bounds included', () => {
    expect(gift({ value: 10000 }).price).toBe(10000)
    expect(gift({ value: 2000 }).price).toBe(2000)
    expect(gift({ value: 50000 }).price).toBe(50000)
    expect(errorCode(() => gift({ value: 1999 }))).toBe('value')
    expect(errorCode(() => gift({ value: 50001 }))).toBe('value')
    expect(errorCode(() => gift({ value: 2500.5 }))).toBe('value')
    const fixedOnly = { ...giftCards, openValue: null }
    expect(errorCode(() => build({ product: product('giftcard'), inventory: fixedOnly, giftCard: { ...giftCard, value: 7000 } }))).toBe('value')
  })
  it('allows a message of 150 characters, not 151', () => {
    expect(gift({ message: 'x'.repeat(150) }).metadata.comment).toHaveLength(150)
    expect(gift({ message: '🎁'.repeat(150) }).valid).toBe(true)
    expect(errorCode(() => gift({ message: 'x'.repeat(151) }))).toBe('message')
  })
  it('needs a recipient, a choice and the values', () => {
    expect(errorCode(() => gift({ recipientName: ' ' }))).toBe('recipient')
    expect(errorCode(() => gift({ recipientEmail: 'aino' }))).toBe('recipient')
    expect(errorCode(() => build({ product: product('giftcard'), inventory: giftCards }))).toBe('value')
    expect(errorCode(() => build({ product: product('giftcard'), giftCard }))).toBe('inventory')
  })
})

describe('buildCartLine for education', () => {
  const inventory = {
    kind: 'education' as const,
    price: 120000,
    applicationFrom: '2026-01-01',
    applicationTo: '2026-03-31',
    periods: [
      { code: 'P1', name: 'Autumn', price: 60000 },
      { code: 'P2', name: 'Spring', price: 65000 },
    ],
  }
  it('charges the whole price, or the sum of the chosen periods', () => {
    expect(build({ product: product('education'), inventory })).toMatchObject({ type: 'Education_purchase', price: 120000, valid: true })
    const parts = build({ product: product('education'), inventory, education: { periodCodes: ['P1', 'P2'] } })
    expect(parts.price).toBe(125000)
    expect(parts.metadata.periods).toEqual(['P1', 'P2'])
    expect(errorCode(() => build({ product: product('education'), inventory, education: { periodCodes: ['P9'] } }))).toBe('period')
  })
})

describe('buildCartLine for passes', () => {
  it('charges the catalogue price of the pass, undated and valid without names or an offer', () => {
    const line = build({
      product: product('pass', { bundleMembers: [{ amount: 5, productCode: 'CLIMB-1' }] }),
      inventory: { kind: 'pass', price: 6500 },
      amount: 2,
    })
    expect(line).toMatchObject({
      type: 'Activity',
      price: 6500,
      from: null,
      to: null,
      persons: null,
      personNames: [],
      valid: true,
      bundledProductCodes: ['CLIMB-1'],
    })
    expect(line.metadata).toEqual({ amount: 2 })
  })
  it('refuses a pass without its price or with an offer', () => {
    expect(errorCode(() => build({ product: product('pass') }))).toBe('inventory')
    expect(errorCode(() => build({ product: product('pass'), inventory: { kind: 'pass', price: 100 }, offer: ticket }))).toBe('offer')
  })
})

describe('cart rules', () => {
  it('splits a line into one line per unit with amount 1', () => {
    const line = build({ product: product('ticket'), offer: ticket, amount: 3 })
    const lines = splitByAmount(line, (i) => `k${i}`)
    expect(lines.map((l) => [l.dataKey, l.metadata.amount, l.price])).toEqual([
      ['k0', 1, 1650],
      ['k1', 1, 1650],
      ['k2', 1, 1650],
    ])
  })
})
