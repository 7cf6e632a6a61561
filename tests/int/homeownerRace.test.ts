import { randomInt } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { resourceKey } from '@/domain/availability/resources'
import { ownerRef } from '@/domain/homeowner/refs'
import { addDays, eachDay } from '@/domain/helsinki'
import en from '@/i18n/messages/homeowner/en.json'
import { createSqlPort } from '@/server/db/sqlPort'
import { openReturn, openTerminal, secondBaseUrl, stay, submitBody, terminal, type Submitted } from './checkoutFlow'
import { baseUrl, databaseUrl, postJson } from './helpers'
import { apartment, call, customer, day, marksOf, waitFor, type Apartment, type Customer } from './homeownerFlow'

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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A buyer of their own: on the first process, which trusts the tests' proxy, also a client address of their own. */
const buy = (productCode: string, range: { from: string; to: string }, name: string, base: string) =>
  postJson(
    '/proxy/vm-shopping/v2/order/submit',
    submitBody([stay(productCode, range.from, range.to, [name])], {}, base),
    { 'x-locale': 'fi-FI', 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
    base,
  )

/** Pays a winner's order, so the race leaves no unpaid order behind to count against the processes' per-client limits. */
async function pay(order: Submitted, base: string) {
  if (base === baseUrl) return void (await terminal(order.paymentTerminalUrl, 'pay'))
  const paid = await fetch(`${await openTerminal(order.paymentTerminalUrl)}?action=ok`, { redirect: 'manual' })
  await openReturn(paid.headers.get('location') ?? '')
}

type Stage = { owner: Customer; a: Apartment; releaseId: number; released: { from: string; to: string }; halves: { from: string; to: string }[] }

/** An owner's apartment with four nights released to sales, two halves for the buyers. */
async function stage(startDay: number): Promise<Stage> {
  const owner = await customer()
  const start = day(startDay)
  const a = await apartment({ owner, ownPeriods: [{ from: start, to: addDays(start, 14), slotDays: 7 }] })
  const released = { from: addDays(start, 7), to: addDays(start, 11) }
  const rel = await call(owner, 'POST', `/${a.id}/releases`, released)
  expect(rel.status, JSON.stringify(rel.body)).toBe(201)
  const halves = [
    { from: released.from, to: addDays(released.from, 2) },
    { from: addDays(released.from, 2), to: released.to },
  ]
  return { owner, a, releaseId: (rel.body as { id: number }).id, released, halves }
}

/**
 * The owner takes the released nights back (through the second process) while 50 buyers buy their
 * two halves, half of them through each process; the owner's call leaves before the buyers' (a
 * negative `ownerDelayMs`) or that long after. Answers who won.
 */
async function race({ owner, a, releaseId, released, halves }: Stage, ownerDelayMs: number): Promise<'owner' | 'buyers'> {
  const buyers = Array.from({ length: 50 }, (_, i) => ({ half: i % 2, base: i % 4 < 2 ? baseUrl : secondBaseUrl }))
  const [takeBack, ...bought] = await Promise.all([
    (ownerDelayMs < 0 ? Promise.resolve() : pause(ownerDelayMs)).then(() =>
      call(owner, 'DELETE', `/${a.id}/releases/${releaseId}`, undefined, { 'x-locale': 'en-US' }, secondBaseUrl),
    ),
    ...buyers.map((b, i) => buy(a.productCode, halves[b.half]!, `Buyer${i}`, b.base)),
  ])
  const wins = buyers.map((b, i) => ({ ...b, result: bought[i]! })).filter((b) => b.result.status === 200)
  for (const [i, result] of bought.entries()) {
    // The second process faces its clients directly: all its buyers are one client, whom the
    // unpaid-order limit may stop when other tests left orders unpaid; a refusal too, never a sale.
    const answers = buyers[i]!.base === baseUrl ? [200, 409] : [200, 409, 429]
    expect(answers, JSON.stringify(result.body)).toContain(result.status)
  }
  for (const w of wins) await pay(w.result.body as Submitted, w.base)

  // The unique index keeps one row per night; whose it is must match who was told they won.
  const rows = await db.query<{ slot: string; ref: string }>('SELECT slot, ref FROM allocations WHERE resource = ? AND slot >= ? AND slot < ? ORDER BY slot', [
    resourceKey.unit(a.unitCode),
    released.from,
    released.to,
  ])
  expect(rows.map((r) => r.slot)).toEqual(eachDay(released.from, released.to))
  for (const base of [baseUrl, secondBaseUrl]) for (const h of halves) expect(await available(a.productCode, h.from, h.to, base)).toBe(false)
  if (takeBack.status === 200) {
    expect(wins).toEqual([])
    expect(rows.every((r) => r.ref === ownerRef.ownTime(a.id))).toBe(true)
    expect(new Set(await marksOf(owner, a.id, released.from, released.to))).toEqual(new Set(['free']))
    return 'owner'
  }
  expect(takeBack).toMatchObject({ status: 409, body: { message: en.errors.releaseSold } })
  // Each half to exactly one buyer: the owner lost to a sale, and a refused take-back holds nothing.
  expect(wins.map((w) => w.half).sort()).toEqual([0, 1])
  expect(rows.some((r) => r.ref.startsWith('owner:'))).toBe(false)
  expect(new Set(await marksOf(owner, a.id, released.from, released.to))).toEqual(new Set(['other']))
  return 'buyers'
}

describe('an owner and buyers racing for the same nights', () => {
  it('gives each night to exactly one of them, across both app processes, whoever comes first', { timeout: 180_000 }, async () => {
    // Sent first the owner usually wins, sent late the buyers do, in between either may: each run
    // checks that whoever was told they won holds every night they asked for, and nobody else does.
    const delays = [-1, -1, 0, 5, 100]
    const stages: Stage[] = []
    for (let i = 0; i < delays.length; i++) stages.push(await stage(220 + i * 20))
    // The second process learns of the new room types within its catalogue's time to live.
    const sellable = (s: Stage) => Promise.all([baseUrl, secondBaseUrl].map((base) => available(s.a.productCode, s.released.from, s.released.to, base)))
    await waitFor(async () => (await Promise.all(stages.map(sellable))).flat().every(Boolean), 45_000)
    const outcomes: string[] = []
    for (const [i, delay] of delays.entries()) outcomes.push(await race(stages[i]!, delay))
    console.log(`homeowner race: ${delays.map((d, i) => `${d} ms: ${outcomes[i]}`).join(', ')}`)
  })
})
