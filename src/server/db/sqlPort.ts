/**
 * A small raw-SQL port for the hot paths that must be fast and atomic (availability reads and
 * allocation writes), over the same database Payload uses. Queries use `?` placeholders.
 *
 * SQLite: its own synchronous connections (Payload's libsql client swaps connections on every
 * transaction and loses busy_timeout on the new one), one for reads and one for writes; transactions
 * run one at a time per process under BEGIN IMMEDIATE, and busy_timeout makes other processes wait.
 * A transaction's promise resolves only once its commit is on disk, as with `synchronous = FULL`,
 * but the disk flush runs off the event loop and one flush serves every commit before it
 * (`walFlusher`). PostgreSQL: a small pool; a transaction holds one client.
 */
import { open } from 'node:fs/promises'
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

/**
 * Makes commits durable in the WAL file with fdatasync on libuv's thread pool, so the event loop never
 * waits for the disk. With `synchronous = FULL` SQLite flushes the WAL inside every COMMIT, on the
 * one thread that serves every request: some 2.5 ms each on the development machine, a third of the
 * process's time under checkout load. With `synchronous = NORMAL` a COMMIT only writes the WAL
 * (SQLite still flushes its header when it starts the file over, and around checkpoints); one flush
 * of the file then makes every commit written before it durable, so concurrent transactions share
 * a flush (group commit).
 */
function walFlusher(walPath: string, dbPath: string) {
  let written = 0
  let durable = 0
  let flushing: Promise<void> | null = null
  const flush = async () => {
    const upTo = written
    // Any descriptor flushes the file's pages; without a WAL file (another journal mode), the database itself.
    const file = await open(walPath, 'r+').catch(() => open(dbPath, 'r+'))
    try {
      // Data and the size that reaches it, like SQLite's own flush (fdatasync): no inode times.
      await file.datasync()
    } finally {
      await file.close()
    }
    durable = Math.max(durable, upTo)
  }
  return {
    /** Counts a commit that wrote; answers its number. */
    committed: () => ++written,
    /** Resolves once commit number `n` (and so every one before it) is on disk. */
    async durable(n = written) {
      while (durable < n) {
        flushing ??= flush().finally(() => (flushing = null))
        await flushing
      }
    },
  }
}

function sqlitePort(url: string): SqlPort {
  const reader = sqliteConnection(url)
  const writer = sqliteConnection(url)
  const dbPath = url.replace(/^file:/, '')
  const wal = (writer.prepare('PRAGMA journal_mode').get() as { journal_mode?: string } | undefined)?.journal_mode === 'wal'
  // Only in WAL mode is a commit durable once the file it wrote is flushed; otherwise SQLite flushes as it commits.
  if (wal) writer.exec('PRAGMA synchronous = NORMAL')
  const flusher = wal ? walFlusher(`${dbPath}-wal`, dbPath) : null
  const totalChanges = writer.prepare('SELECT total_changes() AS n')
  const changesSoFar = () => Number((totalChanges.get() as { n: number }).n)
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
        const before = flusher ? changesSoFar() : 0
        writer.exec('BEGIN IMMEDIATE')
        try {
          const result = await fn(tx)
          writer.exec('COMMIT')
          // A transaction that wrote nothing waits for the commits it may have read (the flush of the last one).
          return { result, commit: flusher && changesSoFar() !== before ? flusher.committed() : undefined }
        } catch (error) {
          if (writer.inTransaction) writer.exec('ROLLBACK')
          throw error
        }
      })
      // The next transaction starts once this one committed; its caller hears of it once it is on disk.
      queue = next.catch(() => undefined)
      return next.then(async ({ result, commit }) => {
        await flusher?.durable(commit)
        return result
      })
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
