import { Window } from 'happy-dom'
import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl, staffApi } from './helpers'

const soon = { timeout: 5000 }
const text = async (path: string) => {
  const response = await fetch(`${baseUrl}${path}`)
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() }
}

/** Well-formed XML as far as a sitemap needs: one root, every tag closed in order, no raw `&` or `<` in text. */
function wellFormed(xml: string): boolean {
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '')
  const stack: string[] = []
  let roots = 0
  for (const token of body.split(/(<[^>]*>)/).filter((t) => t.trim())) {
    if (!token.startsWith('<')) {
      if (/&(?!(amp|lt|gt|quot|apos);)|</.test(token) || stack.length === 0) return false
      continue
    }
    const name = /^<\/?([\w:]+)/.exec(token)?.[1]
    if (!name || /&(?!(amp|lt|gt|quot|apos);)/.test(token)) return false
    if (token.startsWith('</')) {
      if (stack.pop() !== name) return false
    } else if (!token.endsWith('/>')) {
      if (stack.length === 0) roots++
      stack.push(name)
    }
  }
  return stack.length === 0 && roots === 1
}

type Url = { loc: string; lastmod: string | null; alternates: Record<string, string> }
const urlsOf = (xml: string): Url[] =>
  [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, u]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(u)![1].replace(/&amp;/g, '&'),
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(u)?.[1] ?? null,
    alternates: Object.fromEntries([...u.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, l, h]) => [l, h.replace(/&amp;/g, '&')])),
  }))

const sitemap = async () => urlsOf((await text('/sitemap.xml')).body)
/** The sitemap entry whose Finnish address ends so. */
const entry = async (finnishEnd: string) => (await sitemap()).find((u) => u.alternates['fi-FI']?.endsWith(finnishEnd))!

/**
 * Where to fetch an address of a language on the test server: a language may live on a domain of
 * its own (the test server gives English and Swedish one), which is its prefix on the main address.
 */
function onTestServer(url: string, locale: string): string {
  const { pathname } = new URL(url)
  if (locale === 'fi' || pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)) return pathname
  return pathname === '/' ? `/${locale}` : `/${locale}${pathname}`
}

/** The required properties of each schema.org type we publish (what search engines need to use it). */
const required: Record<string, string[]> = {
  Organization: ['name'],
  Hotel: ['name', 'url', 'address', 'telephone', 'checkinTime', 'checkoutTime'],
  PostalAddress: ['streetAddress', 'postalCode', 'addressLocality', 'addressCountry'],
  Product: ['name', 'url', 'offers'],
  Offer: ['price', 'priceCurrency'],
  Course: ['name', 'description', 'provider'],
  CourseInstance: ['courseMode'],
  Event: ['name', 'startDate', 'location', 'url'],
  Place: ['name'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
}

/** Every problem of a node and the typed nodes inside it; absolute URLs where a URL is expected. */
function problems(node: unknown, where = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => problems(n, `${where}[${i}]`))
  if (!node || typeof node !== 'object') return []
  const record = node as Record<string, unknown>
  const type = record['@type']
  const own: string[] = []
  if (typeof type === 'string') {
    for (const key of required[type] ?? []) if (record[key] === undefined || record[key] === '') own.push(`${where} ${type} lacks ${key}`)
    if (type === 'Offer') {
      if (!/^\d+\.\d{2}$/.test(String(record.price))) own.push(`${where} price ${String(record.price)}`)
      if (record.priceCurrency !== 'EUR') own.push(`${where} currency ${String(record.priceCurrency)}`)
    }
    if (type === 'Event' && !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2})?$/.test(String(record.startDate))) own.push(`${where} startDate`)
  }
  for (const key of ['url', 'item', 'image', 'logo']) {
    const value = record[key]
    if (typeof value === 'string' && !/^https?:\/\//.test(value)) own.push(`${where}.${key} is not absolute: ${value}`)
  }
  return [...own, ...Object.entries(record).flatMap(([k, v]) => (k === '@type' ? [] : problems(v, `${where}.${k}`)))]
}

async function page(path: string) {
  const response = await fetch(`${baseUrl}${path}`)
  expect(response.status).toBe(200)
  const window = new Window()
  const document = new window.DOMParser().parseFromString(await response.text(), 'text/html')
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>)
  const meta = (key: string) => document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null
  const metas = (key: string) => [...document.querySelectorAll(`meta[property="${key}"]`)].map((m) => m.getAttribute('content'))
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null
  const ofType = (type: string) => jsonLd.filter((n) => n['@type'] === type)
  return { jsonLd, meta, metas, canonical, ofType }
}

describe('sitemap.xml', () => {
  it('is well-formed XML listing the published pages in fi, en and sv with their hreflang alternates', async () => {
    const { status, type, body } = await text('/sitemap.xml')
    expect(status).toBe(200)
    expect(type).toContain('xml')
    expect(wellFormed(body)).toBe(true)
    const urls = urlsOf(body)
    const room = urls.find((u) => u.loc.endsWith('/kahden-hengen-huone'))
    expect(room).toBeDefined()
    expect(room!.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(room!.alternates['fi-FI']).toBe(room!.loc)
    expect(room!.alternates['en-US']).toMatch(/^https?:\/\/[^/]+\/.*double-room$/)
    expect(room!.alternates['sv-SE']).toMatch(/^https?:\/\/[^/]+\/.*dubbelrum$/)
    expect(room!.alternates['x-default']).toBe(room!.loc)
    // Each language is listed in its own right too, with the same alternates.
    expect(urls.find((u) => u.loc === room!.alternates['sv-SE'])?.alternates).toEqual(room!.alternates)
    // Articles and events are there under their base paths; the landing page in all three languages.
    expect(urls.some((u) => /\/tapahtumat\/[^/]+$/.test(u.loc))).toBe(true)
    expect(urls.some((u) => /\/articles\/[^/]+$/.test(u.alternates['en-US'] ?? ''))).toBe(true)
    const landing = urls.find((u) => u.loc === `${baseUrl}/`)
    expect(Object.keys(landing?.alternates ?? {}).sort()).toEqual(['en-US', 'fi-FI', 'sv-SE', 'x-default'])
    // Nothing private.
    expect(urls.filter((u) => /\/(checkout|profile|homeowner|booking|preview|admin)(\/|$)/.test(new URL(u.loc).pathname))).toEqual([])
  })

  describe('an unpublished page', () => {
    let id: number | undefined
    afterAll(async () => {
      if (id) await staffApi('DELETE', `/api/pages/${id}`).catch(() => undefined)
    })

    it('is absent until published and gone again when unpublished', async () => {
      const created = await staffApi('POST', '/api/pages?locale=en&draft=true', {
        entryName: 'SEO draft',
        contentType: 'page',
        path: 'seo-draft-offer',
        pageTitle: 'SEO draft',
        body: [],
        _status: 'draft',
      })
      id = created.doc!.id
      const listed = async () => (await sitemap()).some((u) => u.alternates['en-US']?.endsWith('/seo-draft-offer'))
      expect(await listed()).toBe(false)
      await staffApi('PATCH', `/api/pages/${id}?locale=en`, { _status: 'published' })
      await expect.poll(listed, soon).toBe(true)
      await staffApi('PATCH', `/api/pages/${id}?locale=en`, { _status: 'draft' })
      await expect.poll(listed, soon).toBe(false)
    })
  })
})

describe('robots.txt', () => {
  it('opens the site, closes the admin, the API and private routes, and names the sitemap', async () => {
    const { status, type, body } = await text('/robots.txt')
    expect(status).toBe(200)
    expect(type).toContain('text/plain')
    expect(body).toMatch(/^User-agent: \*$/m)
    for (const path of ['/admin', '/proxy/', '/checkout', '/en/checkout', '/profile', '/sv/homeowner', '/booking', '/preview', '/view']) {
      expect(body).toMatch(new RegExp(`^Disallow: ${path.replace(/\//g, '\\/')}$`, 'm'))
    }
    expect(body).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m)
  })
})

describe('structured data and link previews', () => {
  it('describes the resort on the landing page as an organization and a hotel', async () => {
    const { jsonLd, ofType } = await page('/')
    expect(problems(jsonLd)).toEqual([])
    expect(ofType('Organization')).toHaveLength(1)
    const [hotel] = ofType('Hotel')
    expect(hotel).toMatchObject({
      checkinTime: '15:00',
      checkoutTime: '12:00',
      address: { postalCode: '12345' },
      telephone: '+358 40 123 4567',
      geo: { '@type': 'GeoCoordinates', latitude: 61.6834, longitude: 27.2721 },
      hasMap: expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\//),
    })
    expect((hotel.makesOffer as unknown[]).length).toBeGreaterThan(0)
  })

  it('gives a product page a Product with an offer in euros and a breadcrumb trail', async () => {
    const room = await entry('/kahden-hengen-huone')
    const { jsonLd, ofType } = await page(onTestServer(room.alternates['en-US'], 'en'))
    expect(problems(jsonLd)).toEqual([])
    const [product] = ofType('Product')
    expect(product).toMatchObject({
      url: room.alternates['en-US'],
      offers: { '@type': 'Offer', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    })
    const [trail] = ofType('BreadcrumbList')
    const items = trail.itemListElement as { item: string }[]
    expect(items[0].item).toBe((await entry(`${baseUrl}/`)).alternates['en-US'])
    expect(items.at(-1)!.item).toBe(room.alternates['en-US'])
  })

  it('gives an event page an Event in Helsinki time with the offer of the product it is booked as', async () => {
    const { jsonLd, ofType } = await page('/tapahtumat/elainten-jaljilla')
    expect(problems(jsonLd)).toEqual([])
    const [event] = ofType('Event')
    expect(event.startDate).toMatch(/T\d{2}:\d{2}:00\+0[23]:00$/)
    expect(event).toMatchObject({ location: { '@type': 'Place' }, offers: { '@type': 'Offer', priceCurrency: 'EUR' } })
  })

  it('gives a course page a Course with its sessions to come', async () => {
    const course = await entry('/padelin-alkeiskurssi')
    const { jsonLd, ofType } = await page(onTestServer(course.loc, 'fi'))
    expect(problems(jsonLd)).toEqual([])
    const [ld] = ofType('Course')
    expect((ld.hasCourseInstance as { startDate: string }[])[0].startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('gives pages Open Graph and Twitter tags with absolute addresses', async () => {
    const room = await entry('/kahden-hengen-huone')
    const { meta, metas, canonical } = await page(onTestServer(room.alternates['sv-SE'], 'sv'))
    expect(canonical).toBe(room.alternates['sv-SE'])
    expect(meta('og:url')).toBe(room.alternates['sv-SE'])
    expect(meta('og:title')).toBeTruthy()
    expect(meta('og:locale')).toBe('sv_SE')
    expect(metas('og:locale:alternate').sort()).toEqual(['en_US', 'fi_FI'])
    expect(meta('og:image')).toMatch(/^https?:\/\//)
    expect(Number(meta('og:image:width'))).toBeGreaterThan(0)
    expect(meta('twitter:card')).toBe('summary_large_image')

    const article = (await sitemap()).find((u) => /\/articles\//.test(u.alternates['en-US'] ?? ''))!
    const read = await page(onTestServer(article.alternates['en-US'], 'en'))
    expect(read.meta('og:type')).toBe('article')
    expect(read.meta('og:url')).toBe(article.alternates['en-US'])
  })
})
