// The development server's check in `npm test` (docs/testing.md#the-development-server): `next dev`
// on a copy of a test server's database and media, and the browser check of tests/dev against it.
// The production build skips some of what development runs (next-intl's refusals, React's reports of
// a server render that differs from the browser's), so without this step `npm run dev` can break
// unseen while every test passes.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { bin, root, run } from './lib.mjs'
import { freePort, waitFor } from './testServer.mjs'

/** A consistent copy of the SQLite database at `url` (file:…) into `dir`, while its server runs. */
async function copyDatabase(url, dir) {
  const { createClient } = await import('@libsql/client')
  const target = path.join(dir, 'resort.db')
  const client = createClient({ url })
  try {
    await client.execute({ sql: 'VACUUM INTO ?', args: [target] })
  } finally {
    client.close()
  }
  return `file:${target}`
}

/** Runs tests/dev against `next dev` on a copy of `server`'s data (a test server on SQLite). */
export async function devSmoke(server, env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'resort-dev-'))
  const port = await freePort()
  const databaseUrl = await copyDatabase(server.databaseUrl, dataDir)
  const media = path.join(server.dataDir, 'media')
  if (existsSync(media)) cpSync(media, path.join(dataDir, 'media'), { recursive: true })
  // Its own group, so stopping it stops the compiler's workers too.
  const child = spawn(bin('next'), ['dev', '--port', String(port)], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: 'test-secret-test-secret-test-secret-0123',
      SEED_DEMO: 'true', // as `npm run dev` on the demo (the test payment terminal); nothing is seeded at start
      LOG_LEVEL: 'warn',
    },
  })
  const baseUrl = `http://localhost:${port}`
  try {
    // The first request compiles the page, which takes a while on two cores.
    await waitFor(`${baseUrl}/maintenance`, child, 180_000)
    await run(bin('playwright'), ['test', '--config', 'tests/dev/playwright.config.ts'], { env: { ...env, TEST_BASE_URL: baseUrl } })
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r))
      process.kill(-child.pid, 'SIGTERM')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
}
