import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { allocateSeats, allocateSlots, confirmAllocations, readTaken, releaseAllocations } from '@/server/db/allocationStore'
import { createSqlPort } from '@/server/db/sqlPort'
import { databaseUrl } from './helpers'

// Two ports are two independent connections (pools); the races run in two separate processes.
const first = createSqlPort(databaseUrl)
const second = createSqlPort(databaseUrl)
const run = `race-${Date.now()}`

/** Two processes, each with `count` concurrent attempts; the number of successful attempts in total. */
async function race(mode: 'slots' | 'seats', resource: string, count: number, capacity = 0): Promise<number> {
  const racer = (n: number) =>
    promisify(execFile)('node_modules/.bin/tsx', [
      'tests/fixtures/allocationRacer.ts',
      databaseUrl,
      mode,
      resource,
      String(count),
      `${run}-p${n}`,
      String(capacity),
    ])
  const outputs = await Promise.all([racer(1), racer(2)])
  return outputs.reduce((sum, o) => sum + (JSON.parse(o.stdout) as { ok: number }).ok, 0)
}
const hold = (ref: string, expiresAt: Date | null = null, now = new Date()) => ({ productCode: 'TEST', ref: `${run}-${ref}`, expiresAt, now })

afterAll(async () => {
  await first.query('DELETE FROM allocations WHERE ref LIKE ?', [`${run}-%`])
  await first.close()
  await second.close()
})

describe('allocations', () => {
  it('sells a stay to exactly one of many concurrent buyers in two processes', async () => {
    expect(await race('slots', `unit:${run}`, 8)).toBe(1)
    const taken = await readTaken(first, { slots: { resources: [`unit:${run}`], from: '2027-01-01', to: '2027-02-01' } }, new Date())
    expect([...taken.slots.get(`unit:${run}`)!].sort()).toEqual(['2027-01-10', '2027-01-11'])
  })

  it('takes all nights of a stay or none of them', async () => {
    const resource = `unit:${run}-partial`
    expect((await allocateSlots(first, [{ resource, slot: '2027-03-02' }], hold('a'))).ok).toBe(true)
    const clash = await allocateSlots(
      second,
      [
        { resource, slot: '2027-03-01' },
        { resource, slot: '2027-03-02' },
      ],
      hold('b'),
    )
    expect(clash).toEqual({ ok: false, reason: 'taken' })
    const taken = await readTaken(first, { slots: { resources: [resource], from: '2027-03-01', to: '2027-03-03' } }, new Date())
    expect([...taken.slots.get(resource)!]).toEqual(['2027-03-02'])
  })

  it('never sells more seats than the capacity, however many buyers race', async () => {
    const seats = { resource: `session:${run}`, capacity: 5, quantity: 1 }
    expect(await race('seats', seats.resource, 8, seats.capacity)).toBe(5)
    expect(await allocateSeats(first, seats, hold('one-more'))).toEqual({ ok: false, reason: 'full' })
    const taken = await readTaken(second, { counts: [seats.resource] }, new Date())
    expect(taken.counts.get(seats.resource)).toBe(5)
  })

  it('frees an expired hold for the next buyer, keeps a confirmed sale, and releases by reference', async () => {
    const resource = `court:${run}`
    const past = new Date(Date.now() - 60_000)
    expect((await allocateSlots(first, [{ resource, slot: 's1' }], hold('old', past, new Date(Date.now() - 120_000)))).ok).toBe(true)
    expect((await readTaken(first, { slots: { resources: [resource], from: 's', to: 't' } }, new Date())).slots.size).toBe(0)
    const next = hold('new', new Date(Date.now() + 20 * 60_000))
    expect((await allocateSlots(second, [{ resource, slot: 's1' }], next)).ok).toBe(true)
    expect(await confirmAllocations(first, next.ref, new Date())).toBe(1)
    expect((await allocateSlots(first, [{ resource, slot: 's1' }], hold('late'))).ok).toBe(false)
    expect(await releaseAllocations(first, next.ref)).toBe(1)
    expect((await allocateSlots(first, [{ resource, slot: 's1' }], hold('after'))).ok).toBe(true)
  })
})
