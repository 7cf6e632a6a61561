import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createSqlPort } from '@/server/db/sqlPort'
import { pruneAccountRows } from './housekeeping'

const dir = mkdtempSync(path.join(tmpdir(), 'housekeeping-'))
const db = createSqlPort(`file:${path.join(dir, 'accounts.db')}`)
// The columns the housekeeping reads, as the customers migration creates them on SQLite.
const ready = db.transaction(async (tx) => {
  await tx.query(
    'CREATE TABLE rate_limits (id integer PRIMARY KEY, key text NOT NULL, "window" text NOT NULL, hits numeric DEFAULT 0 NOT NULL, updated_at text NOT NULL, created_at text NOT NULL)',
  )
  await tx.query('CREATE TABLE customer_codes (id integer PRIMARY KEY, code_hash text NOT NULL, expires_at text NOT NULL, used_at text)')
  await tx.query('CREATE TABLE customer_sessions (id integer PRIMARY KEY, token_hash text NOT NULL, expires_at text NOT NULL)')
})

afterAll(async () => {
  await db.close()
  rmSync(dir, { recursive: true, force: true })
})

const now = new Date(Date.UTC(2026, 10, 22, 12))
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString()
const hoursAhead = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString()

describe('account housekeeping', () => {
  it('drops codes and sessions a day after they ended, and keeps what may still be presented', async () => {
    await ready
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO customer_codes (code_hash, expires_at, used_at) VALUES (?, ?, ?), (?, ?, ?), (?, ?, ?), (?, ?, ?)', [
        'expired-long-ago',
        hoursAgo(30),
        null,
        'used-long-ago',
        hoursAhead(1),
        hoursAgo(25),
        'expired-lately',
        hoursAgo(2),
        null,
        'live',
        hoursAhead(20),
        null,
      ])
      await tx.query('INSERT INTO customer_sessions (token_hash, expires_at) VALUES (?, ?), (?, ?), (?, ?)', [
        'gone',
        hoursAgo(48),
        'lately',
        hoursAgo(3),
        'live',
        hoursAhead(24 * 29),
      ])
      await tx.query('INSERT INTO rate_limits (key, "window", hits, updated_at, created_at) VALUES (?, ?, 1, ?, ?), (?, ?, 1, ?, ?)', [
        'old',
        '1',
        hoursAgo(30),
        hoursAgo(30),
        'new',
        '2',
        hoursAgo(1),
        hoursAgo(1),
      ])
    })
    await pruneAccountRows(db, now)
    expect((await db.query<{ code_hash: string }>('SELECT code_hash FROM customer_codes ORDER BY id')).map((r) => r.code_hash)).toEqual([
      'expired-lately',
      'live',
    ])
    expect((await db.query<{ token_hash: string }>('SELECT token_hash FROM customer_sessions ORDER BY id')).map((r) => r.token_hash)).toEqual([
      'lately',
      'live',
    ])
    expect((await db.query<{ key: string }>('SELECT key FROM rate_limits')).map((r) => r.key)).toEqual(['new'])
  })
})
