// bench/search: the site search on the demo plus 5,000 generated articles (docs/search.md).
// Starts the built app on a fresh database (SQLite by default; BENCH_POSTGRES_URL for PostgreSQL),
// publishes the articles through the admin's REST API, times the first search (the index build)
// and loads GET /proxy/vm-view/v1/search with a mix of queries (word forms, typos, no umlauts,
// two words, a type filter) for DURATION seconds at 1 and 20 connections.
// Usage: npm run build once, then `npm run bench:search`; DOCS=5000, DURATION=10.
import autocannon from 'autocannon'
import { startTestServer } from '../scripts/testServer.mjs'

const duration = Number(process.env.DURATION ?? 10)
const count = Number(process.env.DOCS ?? 5000)
let seed = 7
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!

const words = (
  'mökki mökit mökissä kylpylä kylpylässä sauna saunat rantasauna majoitus majoituksen hotelli huone huoneet järvi järven ranta rannalla ' +
  'latu ladulla hiihto hiihtokurssi kurssi kurssit padel padelkenttä tennis uimahalli uinti vesijumppa retki retket melonta kanootti ' +
  'ravintola lounas aamiainen illallinen kahvila perhe lapset leiri talvi kesä syksy kevät lumi metsä polku opastettu tapahtuma konsertti ' +
  'ja on sekä myös voi joka päivä viikko ilta aamu hinta varaus varaa alkaen tervetuloa lomalle'
).split(' ')

const sentence = () => {
  const n = 6 + Math.floor(random() * 10)
  const s = Array.from({ length: n }, () => pick(words)).join(' ')
  return `${s[0]!.toUpperCase()}${s.slice(1)}.`
}

const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
})

function article(i: number) {
  let text = ''
  while (text.length < 1400) text += `${sentence()} `
  return {
    title: `${sentence().slice(0, -1)} ${i}`,
    slug: `bench-${i}`,
    shortDescription: sentence(),
    content: { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [paragraph(text.trim())] } },
    publishedAt: new Date(Date.now() - i * 60_000).toISOString(),
    _status: 'published',
  }
}

async function publish(base: string) {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@kuusirinne.example', password: 'kuusirinne-demo' }),
  })
  const { token } = (await login.json()) as { token: string }
  let next = 0
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const response = await fetch(`${base}/api/articles?locale=fi`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify(article(i)),
      })
      if (!response.ok) throw new Error(`article ${i}: ${response.status} ${await response.text()}`)
    }
  }
  // One writer: Payload's SQLite adapter answers concurrent writes with SQLITE_BUSY.
  await worker()
}

const queries = [
  'mökit',
  'kylplä',
  'kylpyla',
  'majotus',
  'rantasauna',
  'padel kenttä',
  'hiihtokurssi',
  'ladulla',
  'sauna&type=article',
  'lounas',
  'kanootti järvi',
  'qqqxyzzy',
]
const path = (q: string) =>
  `/proxy/vm-view/v1/search?locale=fi&q=${q.includes('&') ? `${encodeURIComponent(q.split('&')[0]!)}&${q.split('&')[1]}` : encodeURIComponent(q)}`
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

async function load(base: string, connections: number) {
  let next = 0
  const times: number[] = []
  const instance = autocannon({
    url: base,
    duration,
    connections,
    requests: [{ method: 'GET', setupRequest: (request: Record<string, unknown>) => ({ ...request, path: path(queries[next++ % queries.length]!) }) }],
  })
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime))
  const done = await instance
  times.sort((a, b) => a - b)
  return { connections, 'req/s': Math.round(done.requests.average), 'p50 ms': percentile(times, 50), 'p95 ms': percentile(times, 95), non2xx: done.non2xx }
}

const server = await startTestServer({ postgresUrl: process.env.BENCH_POSTGRES_URL })
try {
  const started = Date.now()
  await publish(server.baseUrl)
  console.log(
    `bench/search: ${server.databaseUrl.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'}, ${count} articles published in ${Math.round((Date.now() - started) / 1000)} s`,
  )
  const first = Date.now()
  const answer = (await (await fetch(`${server.baseUrl}${path('mökit')}`)).json()) as { total: number }
  console.log(`first search (builds the index of the demo and ${count} articles): ${Date.now() - first} ms, ${answer.total} results for "mökit"`)
  console.table([await load(server.baseUrl, 1), await load(server.baseUrl, 20)])
} finally {
  await server.stop()
}
