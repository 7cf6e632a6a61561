// `npm run migrate:create -- <name>`: writes the migration for a schema change twice, once for
// SQLite and once for PostgreSQL (each compares against its own last snapshot in src/migrations/).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { bin, ensureSecret, run } from './lib.mjs'

const name = process.argv[2]
if (!name || !/^[a-z0-9_-]+$/i.test(name)) {
  console.error('usage: npm run migrate:create -- <name>   (letters, digits, - and _)')
  process.exit(1)
}
const tmp = mkdtempSync(path.join(tmpdir(), 'resort-migrate-'))
const base = { ...process.env, PAYLOAD_SECRET: ensureSecret(process.env), DATA_DIR: tmp }
try {
  await run(bin('payload'), ['migrate:create', name], { env: { ...base, DATABASE_URL: `file:${path.join(tmp, 'm.db')}` } })
  const postgres = process.env.MIGRATE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  await run(bin('payload'), ['migrate:create', name], { env: { ...base, DATABASE_URL: postgres } })
} finally {
  rmSync(tmp, { recursive: true, force: true })
}
