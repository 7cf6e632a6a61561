// bench/checkout: buyers go through totals -> submit -> test terminal -> return on the built app
// (fresh database; SQLite by default, BENCH_POSTGRES_URL for PostgreSQL). Four in five buy a stay of
// any room type in the coming ten months; one in five races for the two seaside villas in one week,
// so those submits collide on the same units.
//
// Prints, for each number of concurrent buyers in BUYERS (default "1,50"), paid orders per second,
// p50/p95 per step and the refusals; then the server time per purchase, and the oversold nights
// counted from the confirmed orders themselves (not from the allocation table), which must be 0.
//
// Server time per purchase = the sum of the four steps' p50 with one buyer: requests one after
// another on a kept-alive loopback connection, so nothing queues and a step's time is the server's
// work plus a fraction of a millisecond of HTTP. The terminal step is two requests (open the terminal
// through the shop, press Pay) plus the server-to-server callback that confirms the order.
// On Linux it also prints the app processes' CPU time per paid order (user + system, from /proc),
// which other work on a shared machine disturbs far less than the wall-clock figures.
//
// More than one app process:
// - BENCH_PROCESSES=1,2 runs the load once per count on a fresh test server started with
//   WEB_CONCURRENCY=<count> (one port; above 1 it needs BENCH_REDIS_URL=redis://…, which the
//   processes share their caches through) and prints the ratio to the first count;
// - BENCH_SPREAD=1 with it starts <count> plain single-process servers on the same database
//   instead, each on its own port, and spreads the buyers over them (what a balancer does);
// - BENCH_URLS=http://host:port,… loads apps that are already running (the buyers spread over
//   them; they must trust one proxy hop, TRUST_PROXY_HOPS=1, and use the test terminal), and
//   BENCH_DATABASE_URL names their database for the oversold count.
// Usage: npm run build once, then `npm run bench:checkout`; BUYERS=1,50 DURATION=20 (seconds per run).
import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { addDays, helsinkiDay } from '../src/domain/helsinki'
import { createSqlPort } from '../src/server/db/sqlPort'
import { startTestServer } from '../scripts/testServer.mjs'

const buyerCounts = (process.env.BUYERS ?? '1,50').split(',').map(Number)
const duration = Number(process.env.DURATION ?? 20)
const processCounts = process.env.BENCH_PROCESSES?.split(',').map(Number)
const anyRoom = ['HUONE-1H', 'HUONE-2H', 'HUONE-PERHE', 'HUONEISTO-STUDIO', 'HUONEISTO-RINNE', 'MOKKI-JARVI', 'MOKKI-METSA', 'RYHMAMOKKI']
const today = helsinkiDay(new Date())
const steps = ['totals', 'submit', 'terminal', 'return'] as const
type Step = (typeof steps)[number]
type Tally = { timings: Record<Step, number[]>; paid: number; refused: number; failed: number }

const newTally = (): Tally => ({ timings: { totals: [], submit: [], terminal: [], return: [] }, paid: 0, refused: 0, failed: 0 })

async function timed<T>(tally: Tally, step: Step, fn: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await fn()
  } finally {
    tally.timings[step].push(performance.now() - started)
  }
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!

// Buyer numbers stay unique over every run of one database: unpaid orders are limited per client.
let buyerNumber = 0

async function buy(tally: Tally, base: string, n: number) {
  const contended = Math.random() < 0.2
  const from = addDays(today, contended ? 20 + Math.floor(Math.random() * 5) : 10 + Math.floor(Math.random() * 300))
  const productCode = contended ? 'HUVILA-RANTA' : pick(anyRoom)
  // Two nights: no season of the demo asks for more.
  const line = {
    productCode,
    metadata: {
      amount: 1,
      dates: { from, to: addDays(from, 2) },
      variation: 'freeCancellation',
      guests: [{ type: 'adult', firstName: 'Buyer', lastName: String(n) }],
    },
  }
  // Each buyer is a client of its own behind the proxy the test server trusts: unpaid orders are limited per client.
  const client = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-locale': 'fi-FI', ...client }, body: JSON.stringify(body) })
  await timed(tally, 'totals', async () => (await post('/proxy/vm-view/v2/product/totals', { items: [{ id: 'a', ...line }] })).json())
  const contactDetails = {
    firstName: 'Buyer',
    lastName: String(n),
    email: `buyer${n}@example.com`,
    phoneNumber: '+358401234567',
    address: '',
    zipCode: '',
    city: '',
  }
  const submitted = await timed(tally, 'submit', () =>
    post('/proxy/vm-shopping/v2/order/submit', { redirectBaseUrl: base, paymentTerminalLanguage: 'fi', items: [line], contactDetails, termsAccepted: true }),
  )
  if (submitted.status === 409 || submitted.status === 429) return void (tally.refused++, await submitted.text())
  if (!submitted.ok) return void (tally.failed++, console.error('submit', submitted.status, await submitted.text()))
  const { paymentTerminalUrl } = (await submitted.json()) as { paymentTerminalUrl: string }
  const location = await timed(tally, 'terminal', async () => {
    // Through the shop to the terminal (which holds the cart for the payment), then Pay.
    const opened = await fetch(paymentTerminalUrl, { headers: client, redirect: 'manual' })
    const token = new URL(opened.headers.get('location') ?? '').searchParams.get('token') ?? ''
    const response = await fetch(`${base}/proxy/test-terminal`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...client },
      body: new URLSearchParams({ token, action: 'pay' }).toString(),
      redirect: 'manual',
    })
    return response.headers.get('location') ?? ''
  })
  const page = await timed(tally, 'return', async () => (await fetch(location)).text())
  // The confirmation page shows the order as paid (its result section's class); anything else (an error page, "processing") is not a sale.
  if (page.includes('checkout-result--accepted')) tally.paid++
  else tally.failed++
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0
}

/**
 * CPU seconds (user + system) used so far by the app processes serving `bases` (scripts/server.mjs
 * with PORT=<port> in its environment, so cluster workers count too); null where /proc is not there.
 */
function serverCpuSeconds(bases: string[]): number | null {
  const ports = new Set(bases.map((b) => `PORT=${new URL(b).port}`))
  let ticks = 0
  try {
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('scripts/server.mjs')) continue
        if (
          !readFileSync(`/proc/${pid}/environ`, 'utf8')
            .split('\0')
            .some((v) => ports.has(v))
        )
          continue
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
        ticks += Number(fields[11]) + Number(fields[12])
      } catch {
        // gone meanwhile
      }
    }
  } catch {
    return null
  }
  // Linux counts in USER_HZ, 100 a second on every common build.
  return ticks / 100
}

type Run = Tally & { seconds: number; cpuSeconds: number | null }

/** `buyers` concurrent buyers for `duration` seconds, spread over the apps at `bases`. */
async function load(bases: string[], buyers: number): Promise<Run> {
  const tally = newTally()
  const until = Date.now() + duration * 1000
  const cpuBefore = serverCpuSeconds(bases)
  const started = performance.now()
  await Promise.all(
    Array.from({ length: buyers }, async (_, i) => {
      while (Date.now() < until) await buy(tally, bases[i % bases.length]!, buyerNumber++)
    }),
  )
  const cpuAfter = serverCpuSeconds(bases)
  return { ...tally, seconds: (performance.now() - started) / 1000, cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore }
}

function report(buyers: number, run: Run) {
  const cpu = run.cpuSeconds === null || run.paid === 0 ? '' : `; app CPU ${((1000 * run.cpuSeconds) / run.paid).toFixed(1)} ms per paid order`
  console.log(
    `${buyers} buyer(s): ${run.paid} paid orders in ${run.seconds.toFixed(1)} s = ${(run.paid / run.seconds).toFixed(1)}/s; refused (sold out, held or not sold then): ${run.refused}; errors: ${run.failed}${cpu}`,
  )
  for (const step of steps)
    console.log(
      `  ${step.padEnd(8)} n=${String(run.timings[step].length).padStart(5)}  p50 ${percentile(run.timings[step], 50).toFixed(1)} ms  p95 ${percentile(run.timings[step], 95).toFixed(1)} ms`,
    )
  if (buyers === 1) {
    const parts = steps.map((s) => percentile(run.timings[s], 50))
    console.log(`  server time per purchase (sum of the steps' p50 at 1 buyer): ${parts.reduce((a, b) => a + b, 0).toFixed(1)} ms`)
  }
}

/** Nights sold beyond the units of a product, from confirmed order lines alone. */
async function oversoldNights(databaseUrl: string): Promise<{ nights: number; confirmed: number }> {
  const db = createSqlPort(databaseUrl)
  const lines = await db.query<{ product_code: string; from: string; to: string }>(
    `SELECT l.product_code, l."from", l."to" FROM order_lines l JOIN orders o ON o.id = l._parent_id WHERE o.status = 'confirmed'`,
  )
  const units = new Map(
    (await db.query<{ code: string; n: unknown }>('SELECT p.code, COUNT(u.id) AS n FROM products p JOIN units u ON u.product_id = p.id GROUP BY p.code')).map(
      (r) => [r.code, Number(r.n)],
    ),
  )
  const sold = new Map<string, number>()
  for (const l of lines)
    for (let night = l.from; night < l.to; night = addDays(night, 1)) sold.set(`${l.product_code}|${night}`, (sold.get(`${l.product_code}|${night}`) ?? 0) + 1)
  let over = 0
  for (const [key, count] of sold) over += Math.max(0, count - (units.get(key.split('|')[0]!) ?? 0))
  await db.close()
  return { nights: over, confirmed: lines.length }
}

async function printOversold(databaseUrl: string) {
  const { nights, confirmed } = await oversoldNights(databaseUrl)
  console.log(`confirmed stay lines: ${confirmed}; oversold nights: ${nights}`)
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** One more plain app process on the test server's database, set up like the test server's first one. */
async function extraProcess(server: { dataDir: string; databaseUrl: string }): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['scripts/server.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      WEB_CONCURRENCY: '1',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      DATA_DIR: server.dataDir,
      DATABASE_URL: server.databaseUrl,
      PAYLOAD_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'warn',
      TRUST_PROXY_HOPS: '1',
      ORDER_SWEEP_SECONDS: '2',
    },
  })
  const base = `http://localhost:${port}`
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error('an extra app process exited')
    if (
      await fetch(`${base}/maintenance`).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return { base, child }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error('an extra app process did not answer')
}

const database = process.env.BENCH_POSTGRES_URL ? 'PostgreSQL' : 'SQLite'

if (process.env.BENCH_URLS) {
  const bases = process.env.BENCH_URLS.split(',').map((u) => u.replace(/\/$/, ''))
  console.log(`bench/checkout: running apps ${bases.join(', ')}, ${duration} s per run`)
  for (const buyers of buyerCounts) report(buyers, await load(bases, buyers))
  if (process.env.BENCH_DATABASE_URL) await printOversold(process.env.BENCH_DATABASE_URL)
} else if (processCounts) {
  const spread = process.env.BENCH_SPREAD === '1'
  const rates: number[] = []
  for (const count of processCounts) {
    // WEB_CONCURRENCY above 1 shares Next's caches through Redis (BENCH_REDIS_URL).
    const server = await startTestServer({ postgresUrl: process.env.BENCH_POSTGRES_URL, redisUrl: process.env.BENCH_REDIS_URL, processes: spread ? 1 : count })
    const extras: ChildProcess[] = []
    try {
      const bases = [server.baseUrl]
      for (let i = 1; spread && i < count; i++) {
        const extra = await extraProcess(server)
        extras.push(extra.child)
        bases.push(extra.base)
      }
      const how = spread ? `${count} single-process server(s) on ports of their own` : `WEB_CONCURRENCY=${count} on one port`
      console.log(`bench/checkout: ${database}, ${how}, ${duration} s per run`)
      // A short warm-up, not counted: the first requests of a process compile and fill caches.
      await load(bases, 2 * bases.length)
      for (const buyers of buyerCounts) {
        const run = await load(bases, buyers)
        report(buyers, run)
        if (buyers === buyerCounts.at(-1)) rates.push(run.paid / run.seconds)
      }
      await printOversold(server.databaseUrl)
    } finally {
      for (const child of extras) {
        child.kill('SIGTERM')
        await new Promise((r) => child.once('exit', r))
      }
      await server.stop()
    }
  }
  console.log(
    `paid orders/s at ${buyerCounts.at(-1)} buyers by processes: ${processCounts.map((c, i) => `${c}: ${rates[i]!.toFixed(1)} (×${(rates[i]! / rates[0]!).toFixed(2)})`).join('; ')}`,
  )
} else {
  const server = await startTestServer({ postgresUrl: process.env.BENCH_POSTGRES_URL })
  try {
    console.log(`bench/checkout: ${database}, one app process, ${duration} s per run`)
    await load([server.baseUrl], 2)
    for (const buyers of buyerCounts) report(buyers, await load([server.baseUrl], buyers))
    await printOversold(server.databaseUrl)
  } finally {
    await server.stop()
  }
}
