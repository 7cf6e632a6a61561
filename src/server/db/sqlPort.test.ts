import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'libsql'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSqlPort, type SqlPort } from './sqlPort'

describe('the SQLite port', () => {
  let dir: string
  let file: string
  let db: SqlPort

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sqlport-'))
    file = path.join(dir, 'test.db')
    const setup = new Database(file)
    setup.exec('PRAGMA journal_mode = WAL')
    setup.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT UNIQUE)')
    setup.close()
    db = createSqlPort(`file:${file}`)
  })

  afterEach(async () => {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('runs concurrent transactions one after another, each seeing the ones before', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction(async (tx) => {
          const [{ n }] = await tx.query<{ n: number }>('SELECT COUNT(*) AS n FROM t')
          await tx.query('INSERT INTO t (v) VALUES (?)', [`v${i}`])
          return Number(n)
        }),
      ),
    )
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i))
    expect(await db.query('SELECT COUNT(*) AS n FROM t')).toEqual([{ n: 20 }])
  })

  it('rolls back a failed transaction alone; the ones beside it commit', async () => {
    const outcomes = await Promise.allSettled([
      db.transaction((tx) => tx.query('INSERT INTO t (v) VALUES (?)', ['a'])),
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t (v) VALUES (?)', ['b'])
        await tx.query('INSERT INTO t (v) VALUES (?)', ['a'])
      }),
      db.transaction((tx) => tx.query('INSERT INTO t (v) VALUES (?)', ['c'])),
    ])
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(await db.query('SELECT v FROM t ORDER BY v')).toEqual([{ v: 'a' }, { v: 'c' }])
  })

  it('keeps the database in WAL mode and its commits readable by another connection once resolved', async () => {
    await db.transaction((tx) => tx.query('INSERT INTO t (v) VALUES (?)', ['x']))
    const other = new Database(file)
    expect(other.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' })
    expect(other.prepare('SELECT v FROM t').all()).toEqual([{ v: 'x' }])
    other.close()
  })

  it('answers a transaction that writes nothing', async () => {
    expect(await db.transaction(async (tx) => (await tx.query('SELECT COUNT(*) AS n FROM t'))[0])).toEqual({ n: 0 })
  })
})
