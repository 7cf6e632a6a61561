// Starts the built app against a fresh database for the integration and browser tests.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { bin, root, run } from './lib.mjs'

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** A new empty PostgreSQL database next to the one in `baseUrl` (dropped again by stop). */
async function freshPostgres(baseUrl) {
  const { default: pg } = await import('pg')
  const name = `resort_test_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  const drop = async () => {
    const client = new pg.Client({ connectionString: baseUrl })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.end()
  }
  return { url: url.toString(), drop }
}

export async function waitFor(url, child, timeoutMs = 60_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`)
    try {
      const response = await fetch(url)
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`the server did not answer ${url} in ${timeoutMs} ms`)
}

/** The local fake of Paytrail (tests/fixtures/fakePaytrail.ts) as a child process; resolves with its URL. */
function startFakePaytrail(merchantId, secret) {
  const child = spawn(bin('tsx'), ['tests/fixtures/fakePaytrail.ts'], {
    cwd: root,
    env: { ...process.env, FAKE_PAYTRAIL_MERCHANT_ID: merchantId, FAKE_PAYTRAIL_SECRET: secret },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the fake Paytrail exited (${code})`)))
    child.stdout.once('data', (chunk) => resolve({ url: String(chunk).trim().split('\n')[0], child }))
  })
}

function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve()
  child.kill('SIGTERM')
  return new Promise((r) => child.once('exit', r))
}

/**
 * Runs migrations and the demo seed. Node 20 loading the TypeScript module graph through tsx's
 * off-thread loader has, once in many runs and only while another seed ran beside it, ended with
 * exit code 13 ("unsettled top-level await") before running a line of ours; nothing was written,
 * so that one case is retried once. Any other failure is a real one and stops the run.
 */
async function migrateAndSeed(env) {
  try {
    await run(bin('tsx'), ['src/seed/migrateAndSeed.ts'], { env })
  } catch (error) {
    if (!/\(13\)$/.test(error.message)) throw error
    console.warn('test server: loading the seed script stopped half-way (exit code 13); trying once more')
    await run(bin('tsx'), ['src/seed/migrateAndSeed.ts'], { env })
  }
}

/** True when a Redis answers PING at `url` within two seconds. */
export async function redisAnswers(url) {
  const { createClient } = await import('@redis/client')
  const client = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: false } })
  client.on('error', () => undefined)
  try {
    await client.connect()
    return (await client.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    client.destroy()
  }
}

/**
 * A key prefix of this run's own on the Redis at `url` (REDIS_KEY_PREFIX of both processes), so runs
 * side by side and other data on a shared Redis never meet; its keys are deleted by stop.
 */
function freshRedisPrefix(url) {
  const prefix = `resort-test-${process.pid}-${Date.now()}:`
  const drop = async () => {
    const { createClient } = await import('@redis/client')
    const client = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: false } })
    client.on('error', () => undefined)
    try {
      await client.connect()
      for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) if (keys.length > 0) await client.unlink(keys)
    } catch (error) {
      console.warn(`test server: could not delete the Redis keys ${prefix}*: ${error.message}`)
    } finally {
      client.destroy()
    }
  }
  return { prefix, drop }
}

/**
 * Migrates and seeds a new database (a temporary SQLite file, or a new database on the PostgreSQL
 * server of `postgresUrl`), then serves the existing build on a free port. A second app process on
 * the same database takes payments through Paytrail (a local fake that speaks its protocol), so the
 * tests see two processes race and both payment providers work. With `redisUrl` both processes
 * share Next's caches and change messages through that Redis, under a key prefix of their own;
 * `processes` above 1 runs the first one as that many app processes on its port (WEB_CONCURRENCY).
 */
/** @param {{ postgresUrl?: string; redisUrl?: string; processes?: number }} [options] */
export async function startTestServer({ postgresUrl, redisUrl, processes = 1 } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'resort-test-'))
  const pgdb = postgresUrl ? await freshPostgres(postgresUrl) : null
  const redis = redisUrl ? freshRedisPrefix(redisUrl) : null
  const port = await freePort()
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: pgdb ? pgdb.url : `file:${path.join(dataDir, 'resort.db')}`,
    PAYLOAD_SECRET: 'test-secret-test-secret-test-secret-0123',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // The tests play the one proxy in front of this process: each names its own client address in
    // X-Forwarded-For, so one test's attempts never count against another's per-client limits
    // (tests/int/clientAddress.ts). The second process below faces its clients directly.
    TRUST_PROXY_HOPS: '1',
    // Sweep unpaid orders every two seconds, so tests of lost payments need not wait a minute.
    ORDER_SWEEP_SECONDS: '2',
    // A browser test can shop at a chosen hour through the `x-test-now` header (requestClock.ts).
    TEST_CLOCK_HEADER: '1',
    ...(redis ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redis.prefix } : {}),
  }
  // One process each unless asked for more (bench/checkout.ts), and Redis only when asked for,
  // whatever the shell running the tests has set.
  delete env.WEB_CONCURRENCY
  if (processes > 1) env.WEB_CONCURRENCY = String(processes)
  if (!redis) for (const name of ['REDIS_URL', 'REDIS_KEY_PREFIX']) delete env[name]
  await migrateAndSeed(env)
  const child = spawn(process.execPath, ['scripts/server.mjs'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] })
  const baseUrl = `http://localhost:${port}`
  const paytrail = { merchantId: '375917', secret: 'fake-paytrail-secret-for-tests' }
  const fake = await startFakePaytrail(paytrail.merchantId, paytrail.secret)
  const secondPort = await freePort()
  const secondEnv = {
    ...env,
    PORT: String(secondPort),
    WEB_CONCURRENCY: '1',
    PAYMENT_PROVIDER: 'paytrail',
    PAYTRAIL_MERCHANT_ID: paytrail.merchantId,
    PAYTRAIL_SECRET: paytrail.secret,
    PAYTRAIL_API_URL: fake.url,
    TRUST_PROXY_HOPS: '0',
    TEST_CLOCK_HEADER: '0',
  }
  const second = spawn(process.execPath, ['scripts/server.mjs'], { cwd: root, env: secondEnv, stdio: ['ignore', 'inherit', 'inherit'] })
  const secondBaseUrl = `http://localhost:${secondPort}`
  const stop = async () => {
    await Promise.all([stopChild(child), stopChild(second), stopChild(fake.child)])
    if (pgdb) await pgdb.drop()
    if (redis) await redis.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitFor(`${baseUrl}/maintenance`, child)
    await waitFor(`${secondBaseUrl}/maintenance`, second)
  } catch (error) {
    await stop()
    throw error
  }
  // fakePaytrailUrl: tests steer the fake (refund mode, faults) through its `/_fake/` endpoints.
  return { baseUrl, secondBaseUrl, fakePaytrailUrl: fake.url, dataDir, databaseUrl: env.DATABASE_URL, redisPrefix: redis?.prefix, stop }
}
