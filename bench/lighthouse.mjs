// bench/lighthouse: Lighthouse (simulated throttling, as PageSpeed Insights) on our floor
// (`/maintenance`), the landing page, the accommodation listing (a category page), a product page
// and checkout with a stay in the cart, as a phone and as a desktop, with Debian's Chromium. Prints
// the four category scores and LCP / TBT / CLS per page, and for a layout shift the elements that moved.
// Usage: npm run build once, then `npm run bench:lighthouse` (starts the built app on a fresh demo
// database) or `npm run bench:lighthouse -- http://localhost:3000` (a started app with the demo data).
// RUNS=3 runs each page three times and keeps the run with the median performance score;
// PAGES=landing,product picks pages; FORM=mobile or FORM=desktop one form factor; CHROME=/path;
// SAVE=dir keeps each report's JSON there (network requests, every audit); ACCEPT_LANGUAGE=fi sends
// that language (Chromium's own is English, which the landing page answers with a redirect to /en).
// Wrap it in `flock /work/tools/bench.lock` on a shared machine.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import puppeteer from 'puppeteer-core'
import { startTestServer } from '../scripts/testServer.mjs'

const runs = Number(process.env.RUNS ?? 1)
const forms = (process.env.FORM ?? 'mobile,desktop').split(',')
const chromePath = process.env.CHROME ?? '/usr/bin/chromium'
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** A night for two in the double room, a month from now: the cart cookie as the shop writes it (src/components/cart/cartCookie.ts). */
function cartCookieValue() {
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  const cart = {
    v: 1,
    l: [{ k: 'bench-1', p: 'HUONE-2H', i: 'accommodation', n: [2, 0, 0], m: { variation: 'freeCancellation', dates: { from: day(30), to: day(31) } } }],
  }
  return Buffer.from(JSON.stringify(cart)).toString('base64url')
}

// The floor: `/maintenance` has the same root layout and no client component of ours (bench/jsbudget),
// so its score is what Next and React reach here with nothing of ours on the page.
const pages = [
  { name: 'floor', path: '/maintenance' },
  { name: 'landing', path: '/' },
  { name: 'category', path: '/majoitushaku' },
  { name: 'product', path: '/majoitus/kahden-hengen-huone' },
  { name: 'checkout', path: '/checkout', cart: true },
].filter((p) => !process.env.PAGES || process.env.PAGES.split(',').includes(p.name))

const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)

function summary(lhr) {
  const audits = lhr.audits
  const shifted = (audits['layout-shift-elements']?.details?.items ?? audits['layout-shifts']?.details?.items ?? [])
    .map((item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} (${Number(item.score ?? item.impact ?? 0).toFixed(3)})`)
    .slice(0, 4)
  const lcpElement = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? ''
  return {
    perf: score(lhr, 'performance'),
    a11y: score(lhr, 'accessibility'),
    bp: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    'LCP s': Number((audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)),
    'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
    CLS: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    'FCP s': Number((audits['first-contentful-paint'].numericValue / 1000).toFixed(2)),
    'bytes KB': Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024),
    lcpElement,
    shifted,
    failed: categories.slice(1).flatMap((c) => lhr.categories[c].auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id].score ?? 1) < 1).map((r) => r.id)),
  }
}

async function audit(base, page, form) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null })
    const tab = (await browser.pages())[0] ?? (await browser.newPage())
    if (page.cart) {
      // Lighthouse keeps cookies (it clears caches and storage only), so checkout opens with this cart.
      await tab.setCookie({ name: 'cart', value: cartCookieValue(), url: base, sameSite: 'Lax' })
    }
    const flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: categories,
      // Chromium asks for English, so `/` first redirects to `/en`; ACCEPT_LANGUAGE=fi measures a Finnish browser.
      ...(process.env.ACCEPT_LANGUAGE ? { extraHeaders: { 'Accept-Language': process.env.ACCEPT_LANGUAGE } } : {}),
    }
    const result = await lighthouse(base + page.path, flags, form === 'desktop' ? desktopConfig : undefined, tab)
    if (!result) throw new Error(`no Lighthouse result for ${page.path}`)
    if (result.lhr.runtimeError) throw new Error(`${page.path}: ${result.lhr.runtimeError.message}`)
    await browser.disconnect()
    if (process.env.SAVE) {
      mkdirSync(process.env.SAVE, { recursive: true })
      writeFileSync(path.join(process.env.SAVE, `${page.name}-${form}.json`), JSON.stringify(result.lhr))
    }
    return summary(result.lhr)
  } finally {
    chrome.kill()
  }
}

async function main() {
  const given = process.argv[2]
  const server = given ? null : await startTestServer()
  const base = (given ?? server.baseUrl).replace(/\/$/, '')
  try {
    // The first visit renders each page into the page cache; Lighthouse should see a cached page.
    for (const page of pages) await fetch(base + page.path)
    console.log(
      `bench/lighthouse: ${base}, Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ${chromePath}, ${runs} run(s) per page`,
    )
    const rows = []
    for (const form of forms) {
      for (const page of pages) {
        const results = []
        for (let i = 0; i < runs; i++) {
          // Lighthouse now and then fails to record the trace (NO_NAVSTART): such a run is repeated once.
          results.push(await audit(base, page, form).catch((error) => (console.warn(`again after: ${error.message}`), audit(base, page, form))))
        }
        results.sort((a, b) => a.perf - b.perf)
        const median = results[Math.floor(results.length / 2)]
        const { lcpElement, shifted, failed, ...figures } = median
        rows.push({ page: page.name, path: page.path, form, ...figures, ...(runs > 1 ? { 'perf runs': results.map((r) => r.perf).join('/') } : {}) })
        const notes = [
          lcpElement && `LCP element ${lcpElement}`,
          shifted.length && `shifted ${shifted.join(', ')}`,
          failed.length && `failing audits ${failed.join(', ')}`,
        ].filter(Boolean)
        console.log(
          `${form} ${page.name}: perf ${figures.perf}, LCP ${figures['LCP s']} s, CLS ${figures.CLS}${notes.length ? `\n  ${notes.join('\n  ')}` : ''}`,
        )
      }
    }
    console.table(rows)
  } finally {
    await server?.stop()
  }
}

await main()
