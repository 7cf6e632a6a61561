/** Site search (docs/search.md): word forms, typos and umlauts, types and counts, bad input, and freshness across processes. */
import { afterAll, describe, expect, it } from 'vitest'
import { secondBaseUrl } from './checkoutFlow'
import { baseUrl, staffApi } from './helpers'

type Hit = { title: { text: string; match: boolean }[]; url: string; type: string }
type Result = {
  query: string
  total: number
  counts: Record<string, number>
  groups: { type: string; count: number; items: Hit[] }[]
  suggestions: { title: string; url: string; type: string }[]
  didYouMean: string | null
}

async function find(q: string, params: Record<string, string> = {}, base = baseUrl): Promise<{ status: number; body: Result & { message?: string } }> {
  const query = new URLSearchParams({ q, ...params })
  const response = await fetch(`${base}/proxy/vm-view/v1/search?${query.toString()}`)
  expect(response.headers.get('content-type')).toContain('application/json')
  return { status: response.status, body: (await response.json()) as Result & { message?: string } }
}

const titles = (r: Result) => r.groups.flatMap((g) => g.items.map((i) => i.title.map((p) => p.text).join('')))
const urls = (r: Result) => r.groups.flatMap((g) => g.items.map((i) => i.url))

describe('site search', () => {
  it('finds Finnish words in their other forms, with typos and without umlauts', async () => {
    const base = await find('mökki', { locale: 'fi' })
    expect(base.status).toBe(200)
    expect(base.body.total).toBeGreaterThan(0)
    for (const variant of ['mökit', 'mokki', 'mökeissä']) {
      const { body } = await find(variant, { locale: 'fi' })
      expect(urls(body), variant).toEqual(expect.arrayContaining(urls(base.body).slice(0, 3)))
    }
    const spa = await find('kylpylä', { locale: 'fi' })
    for (const variant of ['kylpyla', 'kylplä', 'kylpylässä']) {
      expect(urls((await find(variant, { locale: 'fi' })).body), variant).toContain(urls(spa.body)[0])
    }
    expect((await find('majotus', { locale: 'fi' })).body.didYouMean).toBe('majoitus')
  })

  it('answers in the language asked for, with Swedish and English word forms', async () => {
    const sv = await find('stugor', { locale: 'sv' })
    expect(sv.body.total).toBeGreaterThan(0)
    expect(urls(sv.body).every((u) => u.startsWith('/sv'))).toBe(true)
    const en = await find('cottages', { locale: 'en-US' })
    expect(en.body.total).toBeGreaterThan(0)
    expect(urls(en.body).every((u) => u.startsWith('/en'))).toBe(true)
  })

  it('groups results by type with counts, and limits them to one type when asked', async () => {
    const all = await find('padel', { locale: 'fi' })
    expect(all.body.total).toBe(Object.values(all.body.counts).reduce((a, b) => a + b, 0))
    expect(all.body.groups.length).toBeGreaterThan(0)
    for (const group of all.body.groups) expect(group.count).toBe(all.body.counts[group.type])
    const products = await find('padel', { locale: 'fi', type: 'product' })
    expect(products.body.groups.map((g) => g.type)).toEqual(products.body.counts.product > 0 ? ['product'] : [])
    expect(products.body.counts).toEqual(all.body.counts)
    // The matching words of a title are marked: the padel court's page is titled with its word.
    const titled = all.body.groups.flatMap((g) => g.items).filter((i) => i.title.some((p) => p.match))
    expect(titled.map((i) => i.title.map((p) => p.text).join(''))).toEqual(expect.arrayContaining([expect.stringMatching(/padel/i)]))
    expect(all.body.suggestions.length).toBeGreaterThan(0)
  })

  it('answers bad input with a 400 and JSON, and an empty query with no results', async () => {
    expect((await fetch(`${baseUrl}/proxy/vm-view/v1/search`)).status).toBe(400)
    expect((await find('padel', { type: 'sauna' })).status).toBe(400)
    expect((await find('padel', { locale: 'de' })).status).toBe(400)
    expect((await find('x'.repeat(201))).status).toBe(400)
    const empty = await find('   ')
    expect(empty.status).toBe(200)
    expect(empty.body).toMatchObject({ total: 0, groups: [] })
    expect((await find('%%% 🙂 ???')).status).toBe(200)
  })
})

describe('search freshness across app processes', () => {
  const word = `Revontulikarnevaali${Date.now()}`
  let id: number | undefined

  afterAll(async () => {
    if (id) await staffApi('DELETE', `/api/articles/${id}`).catch(() => undefined)
  })

  const soon = { timeout: 10_000, interval: 300 }
  const foundOnSecond = async () => titles((await find(word, { locale: 'fi' }, secondBaseUrl)).body).some((t) => t.includes(word))

  it('shows a publish made through one process in the other’s results, and drops it when unpublished or deleted', async () => {
    // Warm the second process's index first, so what follows proves it notices the change.
    expect(await foundOnSecond()).toBe(false)
    const created = await staffApi('POST', '/api/articles?locale=fi', {
      title: `${word} Kuusijärvellä`,
      shortDescription: 'Testiartikkeli haun tuoreudesta.',
      content: {
        root: {
          type: 'root',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          children: [
            {
              type: 'paragraph',
              version: 1,
              direction: 'ltr',
              format: '',
              indent: 0,
              textFormat: 0,
              children: [{ type: 'text', version: 1, text: 'Karnevaali järven jäällä.', format: 0, detail: 0, mode: 'normal', style: '' }],
            },
          ],
        },
      },
      publishedAt: new Date().toISOString(),
      _status: 'published',
    })
    id = created.doc!.id
    await expect.poll(foundOnSecond, soon).toBe(true)
    await staffApi('PATCH', `/api/articles/${id}?locale=fi`, { _status: 'draft' })
    await expect.poll(foundOnSecond, soon).toBe(false)
    await staffApi('PATCH', `/api/articles/${id}?locale=fi`, { _status: 'published' })
    await expect.poll(foundOnSecond, soon).toBe(true)
    await staffApi('DELETE', `/api/articles/${id}`)
    id = undefined
    await expect.poll(foundOnSecond, soon).toBe(false)
  })
})
