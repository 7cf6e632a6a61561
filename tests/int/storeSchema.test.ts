import { afterAll, describe, expect, it } from 'vitest'
import { createSqlPort, type SqlPort } from '@/server/db/sqlPort'
import { storeTables, type Table } from '@/server/db/tables'
import { databaseUrl } from './helpers'

// The test server's database, migrated as in production: SQLite or PostgreSQL (the suite runs on both).
const db = createSqlPort(databaseUrl)

afterAll(() => db.close())

async function columnsOf(db: SqlPort, table: string): Promise<Set<string>> {
  const rows =
    db.dialect === 'postgres'
      ? await db.query<{ name: string }>(
          'SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?',
          [table],
        )
      : await db.query<{ name: string }>('SELECT name FROM pragma_table_info(?)', [table])
  return new Set(rows.map((r) => r.name))
}

/** `table.column` of every listed column the database lacks (a whole missing table lists all its columns). */
async function missingColumns(db: SqlPort, tables: readonly Table[]): Promise<string[]> {
  const missing: string[] = []
  for (const table of tables) {
    const present = await columnsOf(db, table.name)
    for (const column of table.columns) if (!present.has(column)) missing.push(`${table.name}.${column}`)
  }
  return missing
}

describe('the stores and the migrated schema', () => {
  it(`finds every table and column the stores write in the ${db.dialect} database`, async () => {
    expect(storeTables.length).toBeGreaterThan(10)
    expect(await missingColumns(db, storeTables)).toEqual([])
  })

  it('names a renamed column and a missing table', async () => {
    const renamed: Table = { name: 'order_lines', columns: ['_parent_id', '_order', 'parent_order'] }
    const gone: Table = { name: 'no_such_table', columns: ['id'] }
    expect(await missingColumns(db, [renamed, gone])).toEqual(['order_lines.parent_order', 'no_such_table.id'])
  })
})
