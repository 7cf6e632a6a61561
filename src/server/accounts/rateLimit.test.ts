import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createSqlPort } from '@/server/db/sqlPort'
import { distinctTries, hitLimit, pruneLimits } from './rateLimit'

const dir = mkdtempSync(path.join(tmpdir(), 'rate-limit-'))
const db = createSqlPort(`file:${path.join(dir, 'limits.db')}`)
// The table as the customers migration creates it on SQLite.
const ready = db.transaction(async (tx) => {
  await tx.query(
    'CREATE TABLE rate_limits (id integer PRIMARY KEY, key text NOT NULL, "window" text NOT NULL, hits numeric DEFAULT 0 NOT NULL, updated_at text NOT NULL, created_at text NOT NULL)',
  )
  await tx.query('CREATE UNIQUE INDEX key_window_idx ON rate_limits (key, "window")')
})

afterAll(async () => {
  await db.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('rate limits', () => {
  const limit = { max: 3, windowSeconds: 60 }
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 10, 0, seconds))

  it('allows the first attempts of a window and refuses the rest until the next window', async () => {
    await ready
    const results = []
    for (let i = 0; i < 5; i++) results.push(await hitLimit(db, 'login:aino@example.com', limit, at(10 + i)))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false])
    expect(results[3]!.retryAfterSeconds).toBe(47)
    expect((await hitLimit(db, 'login:aino@example.com', limit, at(61))).allowed).toBe(true)
  })

  it('counts different items once each, so repeating one costs nothing', async () => {
    await ready
    const tries = (item: string | null, seconds = 20) => distinctTries(db, 'promo:198.51.100.4', item, 60, at(seconds))
    for (let i = 0; i < 5; i++) expect(await tries('WRONG1')).toBe(1)
    expect(await tries('WRONG2')).toBe(2)
    expect(await tries(null)).toBe(2)
    // Another client, and the next window, start from nothing.
    expect(await distinctTries(db, 'promo:198.51.100.5', null, 60, at(20))).toBe(0)
    expect(await tries(null, 61)).toBe(0)
  })

  it('counts each key apart and forgets old windows', async () => {
    await ready
    for (let i = 0; i < 4; i++) await hitLimit(db, 'ip:192.0.2.1', limit, at(5))
    expect((await hitLimit(db, 'ip:192.0.2.2', limit, at(5))).allowed).toBe(true)
    await pruneLimits(db, new Date(at(0).getTime() + 2 * 86_400_000))
    expect(await db.query('SELECT id FROM rate_limits')).toHaveLength(0)
  })
})
