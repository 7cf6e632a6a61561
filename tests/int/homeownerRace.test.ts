import { afterAll, describe, expect, it } from 'vitest'
import { resourceKey } from '@/domain/availability/resources'
import { ownerRef } from '@/domain/homeowner/refs'
import { addDays, eachDay } from '@/domain/helsinki'
import en from '@/i18n/messages/homeowner/en.json'
import { createSqlPort } from '@/server/db/sqlPort'
import { secondBaseUrl, stay, submit } from './checkoutFlow'
import { baseUrl, databaseUrl, postJson } from './helpers'
import { apartment, call, customer, day, marksOf, waitFor } from './homeownerFlow'

const db = createSqlPort(databaseUrl)
afterAll(() => db.close())

async function available(productCode: string, from: string, to: string, base: string): Promise<boolean> {
  const { status, body } = await postJson(
    '/proxy/vm-view/v2/product/availability',
    { productCode, filter: { dates: { from, to }, persons: { numberOfAdults: 2 } } },
    { 'x-locale': 'fi-FI' },
    base,
  )
  return status === 200 && (body as { items: { available: boolean }[] }).items.some((i) => i.available)
}

describe('an owner and buyers racing for the same nights', () => {
  it('gives each night to exactly one of them, across both app processes', { timeout: 120_000 }, async () => {
    const owner = await customer()
    const start = day(210)
    const a = await apartment({ owner, ownPeriods: [{ from: start, to: addDays(start, 14), slotDays: 7 }] })
    const released = { from: addDays(start, 7), to: addDays(start, 11) }
    const halves = [
      { from: released.from, to: addDays(released.from, 2) },
      { from: addDays(released.from, 2), to: released.to },
    ]
    const rel = await call(owner, 'POST', `/${a.id}/releases`, released)
    expect(rel.status, JSON.stringify(rel.body)).toBe(201)
    // The second process learns of the new room type within its catalogue's time to live.
    await waitFor(
      async () => (await available(a.productCode, released.from, released.to, secondBaseUrl)) && available(a.productCode, released.from, released.to, baseUrl),
      45_000,
    )

    // The owner takes the released nights back while 50 buyers buy them, half of them through each process.
    const buyers = Array.from({ length: 50 }, (_, i) => ({ half: i % 2, base: i % 4 < 2 ? baseUrl : secondBaseUrl }))
    const [takeBack, ...bought] = await Promise.all([
      call(owner, 'DELETE', `/${a.id}/releases/${(rel.body as { id: number }).id}`, undefined, { 'x-locale': 'en-US' }, secondBaseUrl),
      ...buyers.map((b, i) => submit([stay(a.productCode, halves[b.half]!.from, halves[b.half]!.to, [`Buyer${i}`])], {}, b.base)),
    ])
    const wins = buyers.filter((_, i) => bought[i]!.status === 200)
    for (const [i, result] of bought.entries()) {
      // The second process faces its clients directly: all its buyers are one client, whom the
      // unpaid-order limit may stop before the race; that is a refusal too, never a sale.
      const refusals = buyers[i]!.base === baseUrl ? [200, 409] : [200, 409, 429]
      expect(refusals, JSON.stringify(result.body)).toContain(result.status)
    }

    const rows = await db.query<{ slot: string; ref: string }>(
      'SELECT slot, ref FROM allocations WHERE resource = ? AND slot >= ? AND slot < ? ORDER BY slot',
      [resourceKey.unit(a.unitCode), released.from, released.to],
    )
    expect(rows.map((r) => r.slot)).toEqual(eachDay(released.from, released.to))
    if (takeBack.status === 200) {
      expect(wins).toEqual([])
      expect(rows.every((r) => r.ref === ownerRef.ownTime(a.id))).toBe(true)
      expect(new Set(await marksOf(owner, a.id, released.from, released.to))).toEqual(new Set(['free']))
    } else {
      expect(takeBack).toMatchObject({ status: 409, body: { message: en.errors.releaseSold } })
      expect(wins.map((w) => w.half).sort()).toEqual([0, 1])
      expect(rows.some((r) => r.ref.startsWith('owner:'))).toBe(false)
      expect(new Set(await marksOf(owner, a.id, released.from, released.to))).toEqual(new Set(['other']))
    }
    for (const base of [baseUrl, secondBaseUrl]) for (const h of halves) expect(await available(a.productCode, h.from, h.to, base)).toBe(false)
  })
})
