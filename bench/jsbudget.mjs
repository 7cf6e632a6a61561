// bench/jsbudget: the first-load JavaScript of each page type, as a modern browser loads it.
// For each page it fetches the HTML, takes the `<script src>` tags without `noModule` (the legacy
// polyfill modern browsers skip), fetches each file as served and sums its raw bytes and its gzip
// bytes. Gzip is computed here with zlib at level 9 on the served bytes (stable, independent of the
// server's own compression settings), so the figures are bytes, not time: they do not depend on a
// quiet machine. Beside them, "served": the bytes that come over the wire to a browser that accepts
// Brotli (the server's own compressed copies, scripts/staticAssets.mjs).
//
// Our floor is `/maintenance`: the same root layout (html, skip link, the build watcher) and no
// other client component of ours. Everything a page loads above it is ours to justify.
//
// Usage: npm run build once, then
//   npm run bench:jsbudget                         starts the build on a fresh demo database
//   npm run bench:jsbudget -- http://localhost:3000  measures an app already running there
import { get } from 'node:http'
import { gzipSync } from 'node:zlib'

const kb = (bytes) => (bytes / 1000).toFixed(1)

/** The `src` of every script tag a modern browser runs: `noModule` scripts left out. */
export function moduleScriptSrcs(html) {
  const srcs = []
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\bnomodule\b/i.test(tag)) continue
    const src = /\bsrc="([^"]+)"/i.exec(tag)?.[1]
    if (src) srcs.push(src.replaceAll('&amp;', '&'))
  }
  return [...new Set(srcs)]
}

/**
 * Scripts the page asks the browser to preload (`<link rel="preload" as="script">`) without a
 * script tag: the chunks of a client component loaded with next/dynamic that the page renders.
 * They are not first-load JavaScript by the definition above, but the part of the page they
 * belong to hydrates only once they are in, so they are printed beside it.
 */
export function preloadedScriptHrefs(html, scripts) {
  const hrefs = []
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel="preload"/i.test(tag) || !/\bas="script"/i.test(tag)) continue
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1]?.replaceAll('&amp;', '&')
    if (href && !scripts.includes(href)) hrefs.push(href)
  }
  return [...new Set(hrefs)]
}

const fileCache = new Map()

/** The bytes of an answer as they come over the wire to a browser (node:http decompresses nothing). */
function servedBytes(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (response) => {
      let bytes = 0
      response.on('data', (chunk) => (bytes += chunk.length))
      response.on('end', () => resolve(bytes))
    }).on('error', reject)
  })
}

/** Raw, gzip (level 9) and served bytes of one script, fetched once per run. */
async function scriptSize(base, src) {
  const url = new URL(src, base).toString()
  if (!fileCache.has(url)) {
    fileCache.set(
      url,
      (async () => {
        const response = await fetch(url)
        if (!response.ok) throw new Error(`${src} answered ${response.status}`)
        const body = Buffer.from(await response.arrayBuffer())
        return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, served: await servedBytes(url) }
      })(),
    )
  }
  return fileCache.get(url)
}

/** The first-load JavaScript of one page: each script with its sizes, and the sums. */
export async function firstLoadJs(base, path) {
  const response = await fetch(new URL(path, base))
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  const html = await response.text()
  const srcs = moduleScriptSrcs(html)
  const files = await Promise.all(srcs.map(async (src) => ({ src: src.replace(/\?.*$/, ''), ...(await scriptSize(base, src)) })))
  const preloaded = await Promise.all(preloadedScriptHrefs(html, srcs).map((href) => scriptSize(base, href)))
  return {
    path,
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    served: files.reduce((sum, file) => sum + file.served, 0),
    preloadGzip: preloaded.reduce((sum, file) => sum + file.gzip, 0),
  }
}

async function main() {
  const argument = process.argv.slice(2).find((arg) => !arg.startsWith('-'))
  let server
  if (!argument) {
    const { startTestServer } = await import('../scripts/testServer.mjs')
    server = await startTestServer()
  }
  const base = (argument ?? server.baseUrl).replace(/\/$/, '')
  try {
    const pages = [
      ['floor (root layout only)', '/maintenance'],
      ['landing', '/'],
      ['article', '/artikkelit/talvikausi-alkaa'],
      ['category', '/aktiviteettikauppa'],
      ['product', '/aktiviteettikauppa/kiipeilyn-kokeilu'],
      ['stay product', '/majoitus/jarvenrantamokki'],
      ['accommodation search', '/majoitushaku'],
      ['checkout', '/checkout'],
      ['site search', '/haku?q=sauna'],
      ['landing en', '/en'],
      ['landing sv', '/sv'],
    ]
    const results = []
    for (const [label, path] of pages) results.push({ label, ...(await firstLoadJs(base, path)) })
    const floor = results[0]
    const floorFiles = new Set(floor.files.map((file) => file.src))
    console.log(`bench/jsbudget: ${base}; gzip = zlib level 9 of the served bytes; KB = 1000 bytes`)
    console.table(
      results.map((page) => ({
        page: page.label,
        path: page.path,
        scripts: page.files.length,
        'gzip KB': Number(kb(page.gzip)),
        'raw KB': Number(kb(page.raw)),
        'floor gzip KB': Number(kb(floor.gzip)),
        'above floor KB': Number(kb(page.gzip - floor.gzip)),
        '+ preloaded KB': Number(kb(page.preloadGzip)),
        'served KB': Number(kb(page.served)),
      })),
    )
    console.log('\nThe floor loads:')
    for (const file of floor.files) console.log(`  ${kb(file.gzip).padStart(6)} KB gzip ${kb(file.raw).padStart(7)} KB raw  ${file.src}`)
    const everywhere = results
      .slice(1)
      .reduce(
        (shared, page) => shared.filter((src) => page.files.some((file) => file.src === src)),
        results[1].files.map((file) => file.src),
      )
      .filter((src) => !floorFiles.has(src))
    const sizeOf = (src) => results.flatMap((page) => page.files).find((file) => file.src === src)
    if (everywhere.length) {
      console.log('\nAbove the floor on every page:')
      for (const src of everywhere) console.log(`  ${kb(sizeOf(src).gzip).padStart(6)} KB gzip ${kb(sizeOf(src).raw).padStart(7)} KB raw  ${src}`)
    }
    for (const page of results.slice(1)) {
      const own = page.files.filter((file) => !floorFiles.has(file.src) && !everywhere.includes(file.src))
      if (!own.length) continue
      console.log(`\n${page.label} (${page.path}) also loads:`)
      for (const file of own) {
        const unique = results.filter((other) => other.files.some((f) => f.src === file.src)).length === 1 ? '  (only this page)' : ''
        console.log(`  ${kb(file.gzip).padStart(6)} KB gzip ${kb(file.raw).padStart(7)} KB raw  ${file.src}${unique}`)
      }
    }
  } finally {
    await server?.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
