/**
 * A fingerprint of the content the site search indexes (docs/search.md#freshness): how many rows each
 * table holds and when one last changed. Any save, publish, unpublish or delete by any app process
 * changes it, so each process sees at its next search that its index is stale — no message between
 * processes, the same on both databases.
 */
import type { SqlPort } from './sqlPort'

const indexedTables = ['pages', 'articles', 'events', 'products', 'tags'] as const

export async function contentFingerprint(db: SqlPort): Promise<string> {
  const parts = await Promise.all(
    indexedTables.map(async (table) => {
      const [row] = await db.query<{ n: unknown; changed: unknown }>(`SELECT COUNT(*) AS n, MAX(updated_at) AS changed FROM ${table}`)
      const changed = row?.changed instanceof Date ? row.changed.toISOString() : String(row?.changed ?? '')
      return `${table}:${String(row?.n ?? 0)}:${changed}`
    }),
  )
  return parts.join('|')
}
