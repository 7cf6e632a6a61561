import { afterAll, describe, expect, it } from 'vitest'
import { resourceKey } from '@/domain/availability/resources'
import type { CourtOffer, SessionOffer, SlotOffer, StayOffer, TicketOffer } from '@/domain/availability/types'
import { addDays, helsinkiDay } from '@/domain/helsinki'
import type { AvailabilityResponse, CategoryItemsResponse } from '@/domain/shopApi'
import { allocateSlots, releaseAllocations } from '@/server/db/allocationStore'
import { createSqlPort } from '@/server/db/sqlPort'
import { baseUrl, databaseUrl, getJson, postJson, staffApi } from './helpers'

const availability = (body: unknown, headers: Record<string, string> = {}) => postJson('/proxy/vm-view/v2/product/availability', body, headers)
const categoryItems = (body: unknown, locale = 'fi-FI') => postJson(`/proxy/vm-view/v1/category/items?locale=${locale}`, body, { 'x-locale': locale })

const today = helsinkiDay(new Date())
const day = (n: number) => addDays(today, n)
const family = { numberOfAdults: 2, numberOfChildrenOlder: 1, numberOfChildrenYounger: 0 }
const db = createSqlPort(databaseUrl)
const ref = `int-test-${Date.now()}`

afterAll(async () => {
  await releaseAllocations(db, ref)
  await db.close()
})

describe('POST /proxy/vm-view/v1/category/items', () => {
  it('lists the accommodation types with starting prices and the category filters, without availability when no dates are given', async () => {
    const { status, body } = await categoryItems({ categoryCode: 'MAJOITUS' })
    expect(status).toBe(200)
    const result = body as CategoryItemsResponse
    expect(result.kind).toBe('accommodation')
    expect(result.items.length).toBeGreaterThanOrEqual(8)
    for (const item of result.items) {
      expect(item.type).toBe('product')
      expect(item.classification).toBe('Accommodation')
      expect(item.erpStartingPrice).toBeGreaterThan(0)
      expect(item.availability).toBeNull()
    }
    expect(result.filters.some((f) => f.equipment)).toBe(true)
  })

  it('answers each room type for 2 adults and a child with both rates side by side, and refuses types too small for the party', async () => {
    const { status, body } = await categoryItems({ categoryCode: 'MAJOITUS', filter: { dates: { from: day(20), to: day(22) }, persons: family } })
    expect(status).toBe(200)
    const items = (body as CategoryItemsResponse).items
    for (const item of items) {
      const offers = item.availability as StayOffer[]
      expect(offers.map((o) => o.ratePlan).sort()).toEqual(['freeCancellation', 'nonRefundable'])
      const [free, nonRefundable] = ['freeCancellation', 'nonRefundable'].map((plan) => offers.find((o) => o.ratePlan === plan)!)
      expect(free!.nights).toBe(2)
      if (free!.available) expect(nonRefundable!.price.withTax).toBeLessThan(free!.price.withTax)
      if ((item.capacity ?? 0) < 3) expect(free).toMatchObject({ available: false, reason: 'capacity' })
    }
    expect(items.some((i) => (i.availability as StayOffer[])[0]!.available)).toBe(true)
  })

  it('lists upcoming courses with free places, and the sold-out session as full', async () => {
    const { body } = await categoryItems({ categoryCode: 'KURSSIT' })
    const items = (body as CategoryItemsResponse).items
    expect(items.length).toBeGreaterThanOrEqual(10)
    const sessions = items.flatMap((i) => i.availability as SessionOffer[])
    expect(sessions.every((s) => s.from >= today)).toBe(true)
    expect(sessions.some((s) => s.freePlaces === 0 && s.reason === 'full' && !s.available)).toBe(true)
    expect(sessions.some((s) => s.available && s.freePlaces > 0)).toBe(true)
  })

  it('loads the activities of a day with the AKTIVITEETTIKAUPPA code', async () => {
    const { body } = await categoryItems({ categoryCode: 'AKTIVITEETTIKAUPPA', filter: { dates: { from: day(3) } } })
    const items = (body as CategoryItemsResponse).items
    expect(items.length).toBeGreaterThanOrEqual(15)
    const slots = items.filter((i) => i.kind === 'activity').flatMap((i) => i.availability as SlotOffer[])
    // The year-round activities at least; seasonal ones only in their season.
    expect(slots.length).toBeGreaterThan(5)
    expect(slots.every((s) => s.date === day(3) && s.durationMinutes > 0 && s.price.withTax >= 0)).toBe(true)
  })

  it('sells an activity only in its season and says when it is next available', async () => {
    // The summer canoe tour on the coming 15 December: not sold, next in June–August.
    const december = `${today.slice(5) <= '12-15' ? today.slice(0, 4) : Number(today.slice(0, 4)) + 1}-12-15`
    const canoe = (await availability({ productCode: 'MELONTARETKI', filter: { dates: { from: december } } })).body as AvailabilityResponse
    expect(canoe.items).toEqual([])
    expect(canoe.nextAvailable).toMatch(/^\d{4}-0[678]-\d{2}$/)
    // The listing leaves it out that day and names the same next day.
    const listed = (await categoryItems({ categoryCode: 'AKTIVITEETTIKAUPPA', filter: { dates: { from: december } } })).body as CategoryItemsResponse
    const item = listed.items.find((i) => i.code === 'MELONTARETKI')!
    expect(item.availability).toEqual([])
    expect(item.nextAvailable).toBe(canoe.nextAvailable)
    // A year-round activity with a free start that day names that day.
    const climbing = (await availability({ productCode: 'KIIPEILY', filter: { dates: { from: day(5) } } })).body as AvailabilityResponse
    expect(climbing.items.some((i) => i.available)).toBe(true)
    expect(climbing.nextAvailable).toBe(day(5))
  })

  it('narrows the listing by a selected filter value and answers in the requested language', async () => {
    const all = (await categoryItems({ categoryCode: 'MAJOITUS' }, 'en-US')).body as CategoryItemsResponse
    const fi = (await categoryItems({ categoryCode: 'MAJOITUS' })).body as CategoryItemsResponse
    expect(all.items.map((i) => i.name)).not.toEqual(fi.items.map((i) => i.name))
    const equipment = all.filters.find((f) => f.equipment)!
    const option = equipment.options.find((o) => all.items.some((i) => i.filters[equipment.name]?.includes(o.key)))!
    const narrowed = (await categoryItems({ categoryCode: 'MAJOITUS', filter: { filters: { [equipment.name]: [option.key] } } }, 'en-US'))
      .body as CategoryItemsResponse
    expect(narrowed.items.length).toBeGreaterThan(0)
    expect(narrowed.items.length).toBeLessThanOrEqual(all.items.length)
    expect(narrowed.items.every((i) => i.filters[equipment.name]?.includes(option.key))).toBe(true)
    expect(narrowed.filters.find((f) => f.name === equipment.name)!.selectedOptions).toEqual([option.key])
  })
})

describe('POST /proxy/vm-view/v2/product/availability', () => {
  it('stops offering a room type once every unit is taken for a night of the stay, and the departure night stays free', async () => {
    const listing = (await categoryItems({ categoryCode: 'MAJOITUS' })).body as CategoryItemsResponse
    const code = listing.items[0]!.code
    const ask = async (from: string, to: string) =>
      (
        (await availability({ productCode: code, productCodesInCart: [], filter: { dates: { from, to }, persons: { numberOfAdults: 1 } } }))
          .body as AvailabilityResponse
      ).items as StayOffer[]
    const before = await ask(day(40), day(42))
    expect(before[0]!.available).toBe(true)
    const units = before[0]!.freeUnits
    const unitRows = (
      await db.query<{ code: string }>('SELECT u.code AS code FROM units u JOIN products p ON p.id = u.product_id WHERE p.code = ?', [code])
    ).map((r) => r.code)
    expect(unitRows.length).toBe(units)
    for (const unit of unitRows) {
      const held = await allocateSlots(db, [{ resource: resourceKey.unit(unit), slot: day(41) }], { productCode: code, ref, expiresAt: null, now: new Date() })
      expect(held.ok).toBe(true)
    }
    expect((await ask(day(40), day(42)))[0]).toMatchObject({ available: false, reason: 'full', freeUnits: 0 })
    expect((await ask(day(39), day(41)))[0]!.available).toBe(true)
    expect((await ask(day(42), day(44)))[0]!.available).toBe(true)
  })

  it('offers court start times with the free courts; a chosen court is honoured on a local host', async () => {
    const ask = async (filter: Record<string, unknown>) =>
      (
        (await availability({ productCode: 'PADEL-SISA', productCodesInCart: [], filter: { dates: { from: day(5) }, variation: '60', ...filter } }))
          .body as AvailabilityResponse
      ).items as CourtOffer[]
    const offers = await ask({})
    expect(offers.length).toBeGreaterThan(5)
    expect(offers.every((o) => o.durationMinutes === 60 && o.freeCourts.length >= 1)).toBe(true)
    const first = offers[0]!
    const court = first.freeCourts[0]!.code
    const only = await ask({ subresource: court })
    expect(only.every((o) => o.freeCourts.every((c) => c.code === court))).toBe(true)
  })

  it('answers swimming hall tickets per day and skips availability for gift cards', async () => {
    const listing = (await categoryItems({ categoryCode: 'UIMAHALLI', filter: { dates: { from: day(1) } } })).body as CategoryItemsResponse
    expect(new Set(listing.items.map((i) => i.details.ageGroup))).toEqual(new Set(['adult', 'child', 'smallChild']))
    const ticket = (listing.items[0]!.availability as TicketOffer[])[0]!
    expect(ticket).toMatchObject({ type: 'ticket', date: day(1) })
    const gift = await availability({ productCode: 'LAHJAKORTTI', productCodesInCart: [] })
    expect(gift.status).toBe(200)
    expect(gift.body).toMatchObject({ kind: 'giftcard', skipped: true, items: [] })
  })

  it('answers bad input with a 4xx JSON error and never a 500', async () => {
    const cases: [unknown, number][] = [
      ['{not json', 400],
      [{}, 400],
      [{ productCode: 'NO-SUCH-PRODUCT' }, 404],
      [{ productCode: 'MOKKI-JARVI', filter: { dates: { from: day(5), to: day(3) } } }, 400],
      [{ productCode: 'MOKKI-JARVI', filter: { dates: { from: '2026-02-30', to: day(3) } } }, 400],
      [{ productCode: 'MOKKI-JARVI', filter: { dates: { from: day(3), to: day(5) }, persons: { numberOfAdults: 13 } } }, 400],
      [{ productCode: 'MOKKI-JARVI', filter: { dates: { from: day(3), to: day(5) }, persons: { numberOfAdults: 0, numberOfChildrenOlder: 2 } } }, 400],
      [{ productCode: 'PADEL-SISA', filter: { variation: '17' } }, 400],
      [{ productCode: 'PADEL-SISA', filter: { dates: { from: '9999-12-31' }, variation: '60' } }, 400],
      [{ productCode: ['x'] }, 400],
    ]
    for (const [body, status] of cases) {
      const response = await availability(body)
      expect(response.status, JSON.stringify(body)).toBe(status)
      expect(response.body).toMatchObject({ status, message: expect.any(String) })
    }
    const category = await categoryItems({ categoryCode: 'NOPE' })
    expect(category.status).toBe(404)
  })
})

describe('staff edits', () => {
  it('a price changed in the admin shows in the shop at once, and visitors cannot change the catalogue', async () => {
    const { docs } = (await getJson('/api/products?where[code][equals]=MOKKI-JARVI&depth=0')).body as { docs: { id: number; erpStartingPrice: number }[] }
    const product = docs[0]!
    const startingPrice = async () =>
      ((await categoryItems({ categoryCode: 'MAJOITUS' })).body as CategoryItemsResponse).items.find((i) => i.code === 'MOKKI-JARVI')!.erpStartingPrice
    expect(await startingPrice()).toBe(product.erpStartingPrice)
    await staffApi('PATCH', `/api/products/${product.id}`, { erpStartingPrice: product.erpStartingPrice + 1000 })
    try {
      expect(await startingPrice()).toBe(product.erpStartingPrice + 1000)
    } finally {
      await staffApi('PATCH', `/api/products/${product.id}`, { erpStartingPrice: product.erpStartingPrice })
    }
    const anonymous = await fetch(`${baseUrl}/api/products/${product.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ erpStartingPrice: 1 }),
    })
    expect(anonymous.status).toBe(403)
    const allocations = await getJson('/api/allocations')
    expect(allocations.status).toBe(403)
  })
})
