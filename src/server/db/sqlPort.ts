/**
 * A small raw-SQL port for the hot paths that must be fast and atomic (availability reads and
 * allocation writes), over the same database Payload uses. Queries use `?` placeholders.
 *
 * SQLite: its own synchronous connections (Payload's libsql client swaps connections on every
 * transaction and loses busy_timeout on the new one), one for reads and one for writes; transactions
 * run one at a time per process under BEGIN IMMEDIATE, and busy_timeout makes other processes wait.
 * PostgreSQL: a small pool; a transaction holds one client.
 */
import Database from 'libsql'
import pg from 'pg'

export type Row = Record<string, unknown>
export type SqlTx = { query<T extends Row>(text: string, params?: unknown[]): Promise<T[]> }
export type SqlPort = SqlTx & {
  dialect: 'sqlite' | 'postgres'
  transaction<T>(fn: (tx: SqlTx) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/**
 * PostgreSQL only: makes transactions that name the same keys take turns until they end (an
 * advisory lock per key). SQLite needs none: its write transactions already run one at a time.
 */
export async function lockKeys(tx: SqlTx, keys: string[]) {
  for (const key of [...new Set(keys)].sort()) await tx.query('SELECT pg_advisory_xact_lock(hashtext(?))', [key])
}

/** A unique-constraint violation: the thing is already taken. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: { code?: string; message?: string } } | null
  const text = `${e?.message ?? ''} ${e?.cause?.message ?? ''}`
  return e?.code === '23505' || e?.cause?.code === '23505' || /UNIQUE constraint failed/i.test(text)
}

function sqliteConnection(url: string): Database.Database {
  const db = new Database(url.replace(/^file:/, ''))
  db.exec('PRAGMA busy_timeout = 10000')
  return db
}

function sqlitePort(url: string): SqlPort {
  const reader = sqliteConnection(url)
  const writer = sqliteConnection(url)
  // Prepared statements are kept per connection and text: preparing costs more than running.
  const prepared = new Map<Database.Database, Map<string, Database.Statement>>([
    [reader, new Map()],
    [writer, new Map()],
  ])
  const prepare = (db: Database.Database, text: string) => {
    const cache = prepared.get(db)!
    let statement = cache.get(text)
    if (!statement) {
      statement = db.prepare(text)
      if (cache.size > 500) cache.clear()
      cache.set(text, statement)
    }
    return statement
  }
  const run = <T extends Row>(db: Database.Database, text: string, params: unknown[] = []): T[] => {
    const statement = prepare(db, text)
    if (statement.reader) return statement.all(...params) as T[]
    statement.run(...params)
    return []
  }
  let queue: Promise<unknown> = Promise.resolve()
  return {
    dialect: 'sqlite',
    query: async (text, params) => run(reader, text, params),
    transaction<T>(fn: (tx: SqlTx) => Promise<T>) {
      const tx: SqlTx = { query: async (text, params) => run(writer, text, params) }
      const next = queue.then(async () => {
        writer.exec('BEGIN IMMEDIATE')
        try {
          const result = await fn(tx)
          writer.exec('COMMIT')
          return result
        } catch (error) {
          if (writer.inTransaction) writer.exec('ROLLBACK')
          throw error
        }
      })
      queue = next.catch(() => undefined)
      return next
    },
    async close() {
      reader.close()
      writer.close()
    },
  }
}

const toPg = (text: string) => {
  let n = 0
  return text.replace(/\?/g, () => `$${++n}`)
}

function postgresPort(url: string): SqlPort {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  return {
    dialect: 'postgres',
    query: async (text, params = []) => (await pool.query(toPg(text), params)).rows,
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn({ query: async (text, params = []) => (await client.query(toPg(text), params)).rows })
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

export function createSqlPort(databaseUrl: string): SqlPort {
  return databaseUrl.startsWith('postgres') ? postgresPort(databaseUrl) : sqlitePort(databaseUrl)
}
