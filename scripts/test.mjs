// `npm test`: type check, lint, formatting (Prettier), unit tests, build, then integration and browser tests against the
// built app on a fresh SQLite database, and the integration tests again on PostgreSQL when
// TEST_DATABASE_URL is set (.ci/run sets it when a local PostgreSQL answers). With PostgreSQL and a
// Redis answering at TEST_REDIS_URL (.ci/run sets it too), a last step runs two app processes that
// share Next's caches through Redis and checks that a change made through one shows in the other.
// Between them, `next dev` runs on a copy of the SQLite run's data for a browser check of its own.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { devSmoke } from './devSmoke.mjs'
import { bin, buildIfNeeded, run } from './lib.mjs'
import { redisAnswers, startTestServer } from './testServer.mjs'

const chromium = '/usr/bin/chromium'
const twoProcessTest = 'tests/int/twoProcessesRedis.test.ts'

function ensureChromium() {
  if (existsSync(chromium)) return
  if (process.getuid?.() !== 0) {
    console.error('test: Chromium is missing. Install it with: sudo apt-get install -y chromium')
    process.exit(1)
  }
  console.log('test: installing Debian chromium for the browser tests')
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' })
}

const step = async (name, fn) => {
  const started = Date.now()
  console.log(`\n=== ${name}`)
  await fn()
  console.log(`=== ${name}: ok (${((Date.now() - started) / 1000).toFixed(0)} s)`)
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const buildEnv = { ...env, PAYLOAD_SECRET: env.PAYLOAD_SECRET ?? 'build-secret-build-secret-build-secret-01' }

const serverEnv = (server) => ({
  ...env,
  TEST_BASE_URL: server.baseUrl,
  TEST_SECOND_BASE_URL: server.secondBaseUrl,
  TEST_FAKE_PAYTRAIL_URL: server.fakePaytrailUrl,
  TEST_DATA_DIR: server.dataDir,
  TEST_DB_URL: server.databaseUrl,
})

/** Runs the step against a started server, and stops the server whatever happens. */
async function againstServer(name, starting, fn) {
  const server = await starting
  try {
    await step(name, () => fn(server))
  } finally {
    await server.stop()
  }
}

try {
  ensureChromium()
  await step('type check', () => run(bin('tsc'), ['--noEmit', '-p', '.']))
  await step('lint', () => run(bin('eslint'), ['--max-warnings=0', '.']))
  await step('formatting', () => run(bin('prettier'), ['--check', '--log-level=warn', '.']))
  await step('unit tests', () => run(bin('vitest'), ['run', '--project', 'unit']))
  await step('build', () => buildIfNeeded(buildEnv))
  // The PostgreSQL server is migrated and seeded while the SQLite one is, and waits for its turn.
  const postgres = env.TEST_DATABASE_URL ? startTestServer({ postgresUrl: env.TEST_DATABASE_URL }) : null
  postgres?.catch(() => undefined) // reported when its turn comes
  try {
    await againstServer('integration + browser tests (SQLite)', startTestServer({}), async (server) => {
      await run(bin('vitest'), ['run', '--project', 'int'], { env: serverEnv(server) })
      await run(bin('playwright'), ['test'], { env: serverEnv(server) })
      await step('development server (next dev)', () => devSmoke(server, env))
    })
  } catch (error) {
    await postgres?.then(
      (server) => server.stop(),
      () => undefined,
    )
    throw error
  }
  // Two processes sharing Redis, on PostgreSQL: migrated and seeded while the PostgreSQL run tests.
  const redisUrl = env.TEST_REDIS_URL
  let shared = null
  if (!postgres) console.log('\ntest: the two-process run with Redis needs PostgreSQL too; skipped')
  else if (!redisUrl) console.log('\ntest: TEST_REDIS_URL not set; the two-process run with Redis was skipped')
  else if (!(await redisAnswers(redisUrl))) console.log(`\ntest: no Redis answers at ${redisUrl}; the two-process run with Redis was skipped`)
  else shared = startTestServer({ postgresUrl: env.TEST_DATABASE_URL, redisUrl })
  shared?.catch(() => undefined) // reported when its turn comes
  if (postgres) {
    try {
      await againstServer('integration tests (PostgreSQL)', postgres, (server) => run(bin('vitest'), ['run', '--project', 'int'], { env: serverEnv(server) }))
    } catch (error) {
      await shared?.then(
        (server) => server.stop(),
        () => undefined,
      )
      throw error
    }
  } else {
    console.log('\ntest: TEST_DATABASE_URL not set; the PostgreSQL integration run was skipped')
  }
  if (shared) {
    // Only its own test file: the rest of the suite ran on PostgreSQL just before.
    await againstServer('two processes with Redis (PostgreSQL)', shared, (server) =>
      run(bin('vitest'), ['run', '--project', 'int', twoProcessTest], {
        env: { ...serverEnv(server), TEST_REDIS_URL: redisUrl, TEST_REDIS_PREFIX: server.redisPrefix },
      }),
    )
  }
  console.log('\ntest: all passed')
} catch (error) {
  console.error(`\ntest: ${error.message}`)
  process.exit(1)
}
