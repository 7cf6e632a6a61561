import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { insertInto, orderLines, payments, selectFrom, storeTables, update } from './tables'

describe('SQL built from the table list', () => {
  it('inserts the named columns, quoted, with one parameter each', () => {
    expect(insertInto(payments, ['order_id', 'status'])).toBe('INSERT INTO payments ("order_id", "status") VALUES (?, ?)')
  })

  it('sets columns to parameters, or to the expressions given', () => {
    expect(update(payments, ['status', 'updated_at'])).toBe('UPDATE payments SET "status" = ?, "updated_at" = ?')
    expect(update(payments, { status: "'ok'", method: 'COALESCE(?, method)' })).toBe(`UPDATE payments SET "status" = 'ok', "method" = COALESCE(?, method)`)
  })

  it('selects the named columns', () => {
    expect(selectFrom(payments, ['stamp', 'amount'])).toBe('SELECT "stamp", "amount" FROM payments')
  })

  it("lists Payload's own columns of an array table with it", () => {
    expect(orderLines.columns).toEqual(expect.arrayContaining(['_order', '_parent_id', 'product_code']))
  })

  it('names each table once', () => {
    const names = storeTables.map((t) => t.name)
    expect(new Set(names).size).toBe(names.length)
  })
})

const root = path.resolve('src')
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return file === path.join(root, 'migrations') ? [] : sources(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
const storeDir = path.join(root, 'server', 'db')

describe('SQL only in stores', () => {
  it('has no SQL outside src/server/db', () => {
    const sql = /\b(SELECT|INSERT INTO|DELETE FROM)\b|\bUPDATE\s+\w+\s+SET\b|\.query\s*(<[^>]*>)?\(/
    const outside = sources(root).filter((file) => path.dirname(file) !== storeDir && sql.test(readFileSync(file, 'utf8')))
    expect(outside.map((file) => path.relative(root, file))).toEqual([])
  })

  it('writes columns only through insertInto and update, so every written column is in the table list', () => {
    const literalWrite = /\bINSERT\s+INTO\s+\w+|\bUPDATE\s+\w+\s+SET\b/
    const stores = sources(storeDir).filter((file) => file.endsWith('Store.ts'))
    expect(stores.length).toBeGreaterThan(5)
    expect(stores.filter((file) => literalWrite.test(readFileSync(file, 'utf8'))).map((file) => path.basename(file))).toEqual([])
  })
})
