// bench/availability: the availability endpoints on the demo data plus a year of generated bookings.
// Starts the built app on a fresh database (SQLite by default; BENCH_POSTGRES_URL for PostgreSQL),
// writes the bookings straight into the allocation table, then loads
// POST /proxy/vm-view/v2/product/availability (a mix of stays, courses, activities, courts, tickets)
// and POST /proxy/vm-view/v1/category/items (the accommodation search) at 1 and 50 connections, beside
// the floor: GET /proxy/build, a route handler that does nothing but answer a constant (Next's own
// cost per request on this machine, the same load tool and connections).
// Usage: npm run build once, then `npm run bench:availability`; DURATION=10 (seconds per run).
import autocannon from 'autocannon'
import { resourceKey, seatSlot } from '../src/domain/availability/resources'
import { courtSteps } from '../src/domain/availability/court'
import { addDays, helsinkiDay, helsinkiInstant } from '../src/domain/helsinki'
import type { SlotOffer } from '../src/domain/availability/types'
import type { CategoryItemsResponse } from '../src/domain/shopApi'
import { createSqlPort, type SqlPort } from '../src/server/db/sqlPort'
import { startTestServer } from '../scripts/testServer.mjs'

const duration = Number(process.env.DURATION ?? 10)
const today = helsinkiDay(new Date())
let seed = 42
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))

type Row = [resource: string, slot: string]

async function insertRows(db: SqlPort, rows: Row[]) {
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200)
    await db.transaction((tx) =>
      tx.query(
        `INSERT INTO allocations (resource, slot, product_code, ref, expires_at) VALUES ${chunk.map(() => "(?, ?, 'BENCH', 'bench', NULL)").join(', ')} ON CONFLICT DO NOTHING`,
        chunk.flat(),
      ),
    )
  }
}

/** A year of bookings: stays on every unit, court hours, course places and activity places. */
async function generateBookings(db: SqlPort, base: string) {
  const rows: Row[] = []
  let bookings = 0
  for (const { code } of await db.query<{ code: string }>('SELECT code FROM units')) {
    for (let day = between(0, 3); day < 365;) {
      const nights = between(1, 6)
      for (let n = 0; n < nights && day + n < 365; n++) rows.push([resourceKey.unit(code), addDays(today, day + n)])
      bookings++
      day += nights + between(0, 4)
    }
  }
  for (const { code } of await db.query<{ code: string }>('SELECT code FROM products_court_courts')) {
    for (let day = 0; day < 365; day++) {
      const hours = new Set(Array.from({ length: 6 }, () => between(9, 18)))
      for (const hour of hours) {
        const start = helsinkiInstant(addDays(today, day), `${String(hour).padStart(2, '0')}:00`).toISOString()
        for (const step of courtSteps(start, 60, 30)) rows.push([resourceKey.court(code), step])
        bookings++
      }
    }
  }
  for (const { id, places } of await db.query<{ id: string; places: number }>('SELECT id, places FROM products_course_sessions')) {
    const taken = between(0, places)
    for (let n = 1; n <= taken; n++) rows.push([resourceKey.session(id), seatSlot(n)])
    bookings += taken
  }
  for (let day = 0; day < 365; day += 1) {
    const response = await fetch(`${base}/proxy/vm-view/v1/category/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ categoryCode: 'AKTIVITEETTIKAUPPA', filter: { dates: { from: addDays(today, day) } } }),
    })
    const { items } = (await response.json()) as CategoryItemsResponse
    for (const item of items) {
      for (const slot of (item.availability ?? []) as SlotOffer[]) {
        const taken = between(0, Math.min(4, slot.places))
        for (let n = 1; n <= taken; n++) rows.push([resourceKey.activity(item.code, slot.start), seatSlot(n)])
        if (taken) bookings++
      }
    }
  }
  await insertRows(db, rows)
  return { bookings, rows: rows.length }
}

function requestBodies(products: Record<string, string[]>) {
  const bodies: { path: string; body: string }[] = []
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!
  for (let i = 0; i < 400; i++) {
    const from = addDays(today, between(1, 330))
    const kind = pick(['accommodation', 'course', 'activity', 'court', 'ticket'])
    const productCode = pick(products[kind]!)
    const filter =
      kind === 'accommodation'
        ? {
            dates: { from, to: addDays(from, between(1, 7)) },
            persons: { numberOfAdults: between(1, 3), numberOfChildrenOlder: between(0, 2), numberOfChildrenYounger: 0 },
          }
        : kind === 'court'
          ? { dates: { from }, variation: '60' }
          : { dates: { from } }
    bodies.push({ path: '/proxy/vm-view/v2/product/availability', body: JSON.stringify({ productCode, productCodesInCart: [], filter }) })
  }
  return bodies
}

function searchBodies() {
  return Array.from({ length: 400 }, () => {
    const from = addDays(today, between(1, 330))
    const filter = {
      dates: { from, to: addDays(from, between(1, 7)) },
      persons: { numberOfAdults: 2, numberOfChildrenOlder: between(0, 2), numberOfChildrenYounger: 0 },
    }
    return { path: '/proxy/vm-view/v1/category/items?locale=fi-FI', body: JSON.stringify({ categoryCode: 'MAJOITUS', filter }) }
  })
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

async function load(base: string, label: string, bodies: { path: string; body: string }[] | null, connections: number) {
  let next = 0
  const times: number[] = []
  let bytes = 0
  const instance = autocannon({
    url: base,
    duration,
    connections,
    requests: [
      bodies
        ? {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request: Record<string, unknown>) => {
              const { path, body } = bodies[next++ % bodies.length]!
              return { ...request, path, body }
            },
          }
        : { method: 'GET', path: '/proxy/build' },
    ],
  })
  instance.on('response', (_client: unknown, _status: number, size: number, responseTime: number) => {
    times.push(responseTime)
    bytes += size
  })
  const done = await instance
  times.sort((a, b) => a - b)
  return {
    endpoint: label,
    connections,
    'req/s': Math.round(done.requests.average),
    'p50 ms': percentile(times, 50),
    'p95 ms': percentile(times, 95),
    'kB/answer': Math.round(bytes / times.length / 100) / 10,
    non2xx: done.non2xx,
  }
}

const server = await startTestServer({ postgresUrl: process.env.BENCH_POSTGRES_URL })
const db = createSqlPort(server.databaseUrl)
try {
  const generated = await generateBookings(db, server.baseUrl)
  console.log(
    `bench/availability: ${server.databaseUrl.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'}, ${generated.bookings} generated bookings (${generated.rows} allocation rows), ${duration} s per run`,
  )
  const listing = async (code: string) =>
    (
      (await (
        await fetch(`${server.baseUrl}/proxy/vm-view/v1/category/items`, { method: 'POST', body: JSON.stringify({ categoryCode: code }) })
      ).json()) as CategoryItemsResponse
    ).items.map((i) => i.code)
  const products = {
    accommodation: await listing('MAJOITUS'),
    course: await listing('KURSSIT'),
    activity: await listing('AKTIVITEETTIKAUPPA'),
    court: await listing('KENTAT'),
    ticket: await listing('UIMAHALLI'),
  }
  const rows = []
  for (const connections of [1, 50]) {
    rows.push(await load(server.baseUrl, 'floor: GET /proxy/build (empty handler)', null, connections))
    rows.push(await load(server.baseUrl, 'product/availability (mix)', requestBodies(products), connections))
    rows.push(await load(server.baseUrl, 'category/items MAJOITUS search', searchBodies(), connections))
  }
  console.table(rows)
} finally {
  await db.close()
  await server.stop()
}
