// bench/checkout: BUYERS concurrent buyers go through totals -> submit -> test terminal -> return on the
// built app (fresh database; SQLite by default, BENCH_POSTGRES_URL for PostgreSQL). Four in five buy a
// stay of any room type in the coming ten months; one in five races for the two seaside villas in one
// week, so those submits collide on the same units. Prints paid orders per second,
// p50/p95 latency per step, refusals, and the oversold nights counted from the confirmed orders
// themselves (not from the allocation table), which must be 0.
// Usage: npm run build once, then `npm run bench:checkout`; BUYERS=50 DURATION=20 (seconds).
import { addDays, helsinkiDay } from '../src/domain/helsinki'
import { createSqlPort } from '../src/server/db/sqlPort'
import { startTestServer } from '../scripts/testServer.mjs'

const buyers = Number(process.env.BUYERS ?? 50)
const duration = Number(process.env.DURATION ?? 20)
const anyRoom = ['HUONE-1H', 'HUONE-2H', 'HUONE-PERHE', 'HUONEISTO-STUDIO', 'HUONEISTO-RINNE', 'MOKKI-JARVI', 'MOKKI-METSA', 'RYHMAMOKKI']
const today = helsinkiDay(new Date())
const steps = ['totals', 'submit', 'terminal', 'return'] as const
const timings: Record<(typeof steps)[number], number[]> = { totals: [], submit: [], terminal: [], return: [] }
let paid = 0
let refused = 0
let failed = 0

async function timed<T>(step: (typeof steps)[number], fn: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await fn()
  } finally {
    timings[step].push(performance.now() - started)
  }
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!

async function buy(base: string, n: number) {
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
  await timed('totals', async () => (await post('/proxy/vm-view/v2/product/totals', { items: [{ id: 'a', ...line }] })).json())
  const contactDetails = {
    firstName: 'Buyer',
    lastName: String(n),
    email: `buyer${n}@example.com`,
    phoneNumber: '+358401234567',
    address: '',
    zipCode: '',
    city: '',
  }
  const submitted = await timed('submit', () =>
    post('/proxy/vm-shopping/v2/order/submit', { redirectBaseUrl: base, paymentTerminalLanguage: 'fi', items: [line], contactDetails, termsAccepted: true }),
  )
  if (submitted.status === 409 || submitted.status === 429) return void (refused++, await submitted.text())
  if (!submitted.ok) return void (failed++, console.error('submit', submitted.status, await submitted.text()))
  const { paymentTerminalUrl } = (await submitted.json()) as { paymentTerminalUrl: string }
  const location = await timed('terminal', async () => {
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
  const page = await timed('return', async () => (await fetch(location)).text())
  if (page.length > 0) paid++
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0
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

const server = await startTestServer({ postgresUrl: process.env.BENCH_POSTGRES_URL })
try {
  console.log(`bench/checkout: ${buyers} buyers for ${duration} s on ${process.env.BENCH_POSTGRES_URL ? 'PostgreSQL' : 'SQLite'}`)
  const until = Date.now() + duration * 1000
  let n = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: buyers }, async () => {
      while (Date.now() < until) await buy(server.baseUrl, n++)
    }),
  )
  const seconds = (performance.now() - started) / 1000
  console.log(`paid orders: ${paid} (${(paid / seconds).toFixed(1)}/s); refused (sold out, held or not sold then): ${refused}; errors: ${failed}`)
  for (const step of steps)
    console.log(
      `  ${step.padEnd(8)} n=${String(timings[step].length).padStart(5)}  p50 ${percentile(timings[step], 50).toFixed(1)} ms  p95 ${percentile(timings[step], 95).toFixed(1)} ms`,
    )
  const { nights, confirmed } = await oversoldNights(server.databaseUrl)
  console.log(`confirmed stay lines: ${confirmed}; oversold nights: ${nights}`)
} finally {
  await server.stop()
}
