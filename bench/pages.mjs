// bench/pages: load the started app (npm start) and print requests per second and p95 latency for
// the landing page, an article and a category page, next to the fully static /maintenance page.
// Each page is loaded twice: plain (no Accept-Encoding, as the first figures of bench/README.md were
// taken) and as a browser asks for it (gzip, deflate, br, zstd), which the server compresses.
// Usage: node bench/pages.mjs [baseUrl] (default http://localhost:3000); DURATION=10 CONNECTIONS=10
import autocannon from 'autocannon'

const base = (process.argv[2] ?? process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const duration = Number(process.env.DURATION ?? 10)
const connections = Number(process.env.CONNECTIONS ?? 10)

async function articlePath() {
  const response = await fetch(`${base}/proxy/vm-view/v1/content/page?pagePath=/`)
  const { content } = await response.json()
  const list = content.fields.body.find((b) => b.blockType === 'articleList')
  return list?.articles?.[0]?.url ?? '/ajankohtaista'
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN
}

const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }

/** The first visit renders and caches the page; two seconds of load then warm the server's code for it. */
async function warm(path, headers) {
  const first = await fetch(base + path)
  if (!first.ok) throw new Error(`${path} answered ${first.status}`)
  await autocannon({ url: base + path, duration: 2, connections, headers })
}

async function measure(label, path, headers) {
  const times = []
  const instance = autocannon({ url: base + path, duration, connections, headers })
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
  const done = await instance
  times.sort((a, b) => a - b)
  return {
    page: label,
    path,
    asked: headers ? 'as a browser' : 'plain',
    'bytes/answer': Math.round(done.throughput.total / done.requests.total),
    'req/s': Math.round(done.requests.average),
    'p95 ms': Number(percentile(times, 95).toFixed(1)),
    'p50 ms': Number(percentile(times, 50).toFixed(1)),
    non2xx: done.non2xx,
  }
}

const targets = [
  ['static baseline', '/maintenance'],
  ['landing page', '/'],
  ['article', await articlePath()],
  ['category page', '/aktiviteettikauppa'],
]
console.log(`bench/pages: ${base}, ${duration} s per page, ${connections} connections`)
// Every page is warmed before any is measured: the first one measured otherwise pays for the JIT.
for (const headers of [undefined, browser]) for (const [, path] of targets) await warm(path, headers)
const rows = []
for (const headers of [undefined, browser]) for (const [label, path] of targets) rows.push(await measure(label, path, headers))
console.table(rows)
for (const asked of ['plain', 'as a browser']) {
  const [baseline, ...pages] = rows.filter((row) => row.asked === asked)
  for (const row of pages) {
    console.log(`${asked}: ${row.page}: ${((row['req/s'] / baseline['req/s']) * 100).toFixed(0)} % of the static baseline's throughput`)
  }
}
