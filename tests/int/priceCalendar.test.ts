import { afterAll, describe, expect, it } from 'vitest'
import type { CalendarNight } from '@/domain/availability/priceCalendar'
import { resourceKey } from '@/domain/availability/resources'
import { addDays, helsinkiDay } from '@/domain/helsinki'
import type { CategoryItemsResponse } from '@/domain/shopApi'
import { allocateSlots, releaseAllocations } from '@/server/db/allocationStore'
import { createSqlPort } from '@/server/db/sqlPort'
import { databaseUrl, getJson, postJson } from './helpers'

const calendar = (query: string, locale = 'fi-FI') => getJson(`/proxy/vm-view/v2/product/price-calendar?${query}`, { 'x-locale': locale })
const db = createSqlPort(databaseUrl)
const ref = `int-price-calendar-${Date.now()}`
// A month wholly ahead, so no night of it is past.
const month = addDays(helsinkiDay(new Date()), 75).slice(0, 7)

afterAll(async () => {
  await releaseAllocations(db, ref)
  await db.close()
})

async function roomType(): Promise<string> {
  const { body } = await postJson('/proxy/vm-view/v1/category/items', { categoryCode: 'MAJOITUS' }, { 'x-locale': 'fi-FI' })
  return (body as CategoryItemsResponse).items.find((i) => (i.capacity ?? 0) >= 2)!.code
}

const nightsOf = (body: unknown) => (body as { days: CalendarNight[] }).days

describe('GET /proxy/vm-view/v2/product/price-calendar', () => {
  it('answers every night of the month at the price totals charges for one night of the cheapest rate', async () => {
    const code = await roomType()
    const { status, body, headers } = await calendar(`productCode=${code}&month=${month}&adults=2`)
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    const nights = nightsOf(body)
    expect(nights[0]!.date).toBe(`${month}-01`)
    expect(nights.every((n) => n.date.startsWith(month))).toBe(true)
    expect(nights.length).toBeGreaterThanOrEqual(28)
    const night = nights.find((n) => n.available && n.minNights === 1)!
    expect(night.price!.withTax).toBeGreaterThan(0)

    const line = (variation: string) => ({
      id: variation,
      productCode: code,
      metadata: {
        amount: 1,
        dates: { from: night.date, to: addDays(night.date, 1) },
        variation,
        guests: ['Aino', 'Olli'].map((firstName) => ({ type: 'adult', firstName, lastName: 'Virtanen' })),
      },
    })
    const totals = await postJson('/proxy/vm-view/v2/product/totals', { items: [line('nonRefundable'), line('freeCancellation')] }, { 'x-locale': 'fi-FI' })
    expect(totals.status).toBe(200)
    const [cheap, flexible] = (totals.body as { items: { price: { withTax: number; withoutTax: number } }[] }).items
    expect(night.price).toEqual(cheap!.price)
    expect(flexible!.price.withTax).toBeGreaterThan(night.price!.withTax)
  })

  it('marks a night full once every unit is taken, for the room type; the category still has it while another type is free', async () => {
    const code = await roomType()
    const before = nightsOf((await calendar(`productCode=${code}&month=${month}`)).body)
    const night = before.filter((n) => n.available).at(-1)!
    const units = await db.query<{ code: string }>('SELECT u.code AS code FROM units u JOIN products p ON p.id = u.product_id WHERE p.code = ?', [code])
    for (const unit of units) {
      const held = await allocateSlots(db, [{ resource: resourceKey.unit(unit.code), slot: night.date }], {
        productCode: code,
        ref,
        expiresAt: null,
        now: new Date(),
      })
      expect(held.ok).toBe(true)
    }
    const after = nightsOf((await calendar(`productCode=${code}&month=${month}`)).body)
    expect(after.find((n) => n.date === night.date)).toMatchObject({ available: false, reason: 'full', price: null })
    expect(after.find((n) => n.date === addDays(night.date, -1))?.available ?? true).toBe(
      before.find((n) => n.date === addDays(night.date, -1))?.available ?? true,
    )

    const category = nightsOf((await calendar(`categoryCode=MAJOITUS&month=${month}`)).body)
    expect(category.find((n) => n.date === night.date)!.available).toBe(true)
  })

  it('refuses bad input with a 4xx in the visitor’s language, never a 5xx', async () => {
    const code = await roomType()
    const en = await calendar(`productCode=${code}&month=2026-13`, 'en-US')
    expect(en.status).toBe(400)
    expect(en.body).toMatchObject({ status: 400, errors: [{ field: 'month', message: 'Give the month as YYYY-MM between 2000 and 2099' }] })
    const fi = await calendar(`productCode=${code}&month=2026-13`)
    expect((fi.body as { errors: { message: string }[] }).errors[0]!.message).toBe('Anna kuukausi muodossa VVVV-KK vuosilta 2000–2099')
    const sv = await calendar(`productCode=${code}&month=12-2026`, 'sv-SE')
    expect((sv.body as { message: string }).message).toMatch(/^Kontrollera sökningen/)

    expect((await calendar(`month=${month}`)).status).toBe(400)
    expect((await calendar(`productCode=${code}&categoryCode=MAJOITUS&month=${month}`)).status).toBe(400)
    const party = await calendar(`productCode=${code}&month=${month}&adults=0`, 'en-US')
    expect(party.status).toBe(400)
    expect((party.body as { errors: { field: string }[] }).errors[0]!.field).toBe('adults')
    expect((await calendar(`productCode=${code}&month=${month}&adults=9&children=9`)).status).toBe(400)
    expect((await calendar(`productCode=${code}&month=${month}&adults=-1`)).status).toBe(400)
    const court = await calendar(`productCode=PADEL-SISA&month=${month}`, 'en-US')
    expect(court).toMatchObject({ status: 400, body: { errors: [{ field: 'productCode', message: 'The price calendar is for accommodation only' }] } })
    expect((await calendar(`productCode=EI-OLE&month=${month}`)).status).toBe(404)
    expect((await calendar(`categoryCode=KURSSIT&month=${month}`)).status).toBe(400)
    const post = await postJson(`/proxy/vm-view/v2/product/price-calendar?productCode=${code}&month=${month}`, {})
    expect(post.status).toBe(405)
  })
})
