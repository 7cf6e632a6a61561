import { describe, expect, it } from 'vitest'
import { createSearchIndex, search, searchTypes, type Highlighted, type SearchDocument, type SearchIndex } from './engine'
import { enDocuments, fiDocuments, svDocuments } from './fixtures'

const fi = createSearchIndex('fi', fiDocuments)
const sv = createSearchIndex('sv', svDocuments)
const en = createSearchIndex('en', enDocuments)

const urls = (query: string, index: SearchIndex = fi) => search(index, query).groups.flatMap((g) => g.items.map((i) => i.url))
/** Every result in rank order, whatever its type. */
const ranked = (query: string, index: SearchIndex) =>
  search(index, query)
    .groups.flatMap((g) => g.items)
    .sort((a, b) => b.score - a.score)
    .map((i) => i.id)
const plain = (h: Highlighted) => h.map((p) => p.text).join('')
const marked = (h: Highlighted) => h.filter((p) => p.match).map((p) => p.text)
const page = (id: string, fields: Partial<SearchDocument>): SearchDocument => ({
  id,
  type: 'page',
  title: 'Sivu',
  text: 'Tavallinen sivu.',
  url: `/${id}`,
  ...fields,
})

describe('search: other forms, typos and umlauts', () => {
  it('finds other forms of a word (stemming)', () => {
    expect(urls('mökit')).toContain('/majoitus/metsamokki') // `mökki` in the text
    expect(urls('kylpylässä')).toContain('/kylpyla')
    expect(urls('stugor', sv)).toEqual(expect.arrayContaining(['/sv/stugor', '/sv/stugor/familj'])) // `stuga`
    expect(urls('kurser', sv)).toEqual(['/sv/utbildning']) // `kurs`
    expect(urls('saunas', en)).toEqual(expect.arrayContaining(['/en/spa', '/en/cottages']))
  })

  it('tolerates typos, more in longer words', () => {
    expect(urls('kylplä')[0]).toBe('/kylpyla')
    expect(urls('majotus')).toContain('/majoitus')
    expect(urls('padle')).toEqual(['/kentat/padel']) // a swap of neighbours is one typo
    expect(urls('padle', en)).toEqual(['/en/courts/padel'])
    expect(urls('majoituksne')).toContain('/majoitus') // a typo that changes the stem
    expect(urls('stgor', sv)).toEqual(['/sv/stugor', '/sv/stugor/familj']) // or leaves a short one
    expect(urls('jolumarkinat')).toEqual(['/tapahtumat/joulumarkkinat']) // two in a long word
    expect(urls('kulpula')).toEqual([]) // not two in a shorter one
    expect(urls('möl')).toEqual([]) // none in a short one (`mök` is a term)
  })

  it('matches with or without ä, ö and å', () => {
    expect(urls('kylpyla')[0]).toBe('/kylpyla')
    expect(urls('mokki')).toContain('/majoitus/metsamokki')
    expect(urls('sjon', sv)).toEqual(['/sv/stugor'])
    expect(urls('KYLPYLÄ')[0]).toBe('/kylpyla')
  })

  it('finds a compound by its last part', () => {
    expect(urls('sauna')).toContain('/artikkelit/savusauna') // `Savusauna`, `Rantasavusauna`
    expect(urls('stuga', sv)).toContain('/sv/stugor/familj') // `Familjestuga` and `stuga`
  })
})

describe('search: ranking', () => {
  it('weighs a title over keywords over the body', () => {
    const index = createSearchIndex('fi', [
      page('body', { text: 'Tavallinen sivu, jolla kerrotaan poreallas.' }),
      page('title', { title: 'Poreallas' }),
      page('keywords', { keywords: 'poreallas' }),
    ])
    expect(ranked('poreallas', index)).toEqual(['title', 'keywords', 'body'])
  })

  it('ranks an exact match above a typo, even a typo in the title', () => {
    const index = createSearchIndex('fi', [page('typo', { title: 'Sauma' }), page('exact', { text: 'Tavallinen sivu, jossa on sauna.' })])
    expect(ranked('sauna', index)).toEqual(['exact', 'typo'])
  })

  it('ranks the word as written above another form of it', () => {
    const index = createSearchIndex('fi', [page('other', { text: 'Tavallinen sivu mökeissä.' }), page('written', { text: 'Tavallinen sivu mökki.' })])
    expect(ranked('mökki', index)).toEqual(['written', 'other'])
  })

  it('ranks the closest typo first', () => {
    const index = createSearchIndex('fi', [page('far', { title: 'Pallo' }), page('near', { title: 'Padel' })])
    expect(ranked('padle', index)).toEqual(['near', 'far'])
  })

  it('needs every word while some document has them all, and any of them otherwise', () => {
    expect(urls('metsämökki takka')).toEqual(['/majoitus/metsamokki'])
    expect(urls('padel joulumarkkinat').sort()).toEqual(['/kentat/padel', '/tapahtumat/joulumarkkinat'])
    // With OR, those with more of the words first.
    const index = createSearchIndex('fi', [page('one', { text: 'Sivu, jossa on sauna.' }), page('two', { text: 'Sivu, jossa on sauna ja padel.' })])
    expect(ranked('sauna padel kylpylä', index)).toEqual(['two', 'one'])
  })

  it('does not require common words', () => {
    expect(urls('metsämökki ja takka')).toEqual(['/majoitus/metsamokki'])
    expect(urls('the spa', en)).toEqual(['/en/spa'])
    expect(urls('stugor vid sjön och', sv)).toEqual(['/sv/stugor'])
  })

  it('reads only the last word, from 3 letters, as the start of a longer word', () => {
    expect(urls('kylp')[0]).toBe('/kylpyla')
    expect(urls('ky')).toEqual([])
    expect(urls('padel kylp')).toContain('/kylpyla')
    expect(urls('kylp padel')).toEqual(['/kentat/padel'])
  })

  it('gives the same answers whatever order the documents come in, and one document per id', () => {
    const shuffled = createSearchIndex('fi', [...fiDocuments.slice(3), ...fiDocuments.slice(0, 3).reverse(), fiDocuments[0]!])
    for (const q of ['mökit', 'sauna', 'kylpylä', 'padle', 'kylp', 'majotus', 'sauna takka']) expect(search(shuffled, q)).toEqual(search(fi, q))
  })
})

describe('search: the answer', () => {
  it('groups results by type in a fixed order, with counts', () => {
    const all = search(fi, 'kylpylä')
    expect(all.groups.map((g) => g.type)).toEqual(['page', 'event', 'article'])
    expect(all.groups.map((g) => g.count)).toEqual([2, 1, 1])
    expect(all.counts).toEqual({ page: 2, product: 0, event: 1, article: 1, education: 0 })
    expect(all.total).toBe(4)
    expect(searchTypes.filter((t) => all.counts[t] > 0)).toEqual(all.groups.map((g) => g.type))
  })

  it('gives one type on request, still counting every type', () => {
    const all = search(fi, 'kylpylä')
    const events = search(fi, 'kylpylä', { type: 'event' })
    expect(events.groups.map((g) => g.type)).toEqual(['event'])
    expect(events.counts).toEqual(all.counts)
    expect(events.total).toBe(all.total)
    expect(search(fi, 'kylpylä', { type: 'product' }).groups).toEqual([])
  })

  it('limits the results per group', () => {
    expect(search(fi, 'kylpylä', { limit: 1 }).groups.map((g) => g.items.length)).toEqual([1, 1, 1])
    expect(search(fi, 'kylpylä', { limit: 1 }).groups[0]!.count).toBe(2)
    expect(search(fi, 'kylpylä').groups[0]!.items.map((i) => i.url)).toEqual(['/kylpyla', '/majoitus'])
  })

  it('gives the best six overall for the as-you-type list', () => {
    const result = search(fi, 'sauna')
    expect(result.total).toBeGreaterThan(3)
    expect(result.suggestions.length).toBe(Math.min(6, result.total))
    expect(result.suggestions[0]).toEqual({ title: 'Savusauna lämpenee lauantaisin', url: '/artikkelit/savusauna', type: 'article' })
    const best = result.groups.flatMap((g) => g.items).reduce((a, b) => (b.score > a.score ? b : a))
    expect(result.suggestions[0]!.url).toBe(best.url)
  })

  it('brings price and date where they belong', () => {
    const [cottage] = search(fi, 'metsämökki', { type: 'product' }).groups[0]!.items
    expect(cottage).toMatchObject({ id: 'product-forest-cottage', type: 'product', price: { cents: 14900, per: 'night' }, date: null })
    const [market] = search(fi, 'joulumarkkinat').groups[0]!.items
    expect(market).toMatchObject({ type: 'event', price: null, date: '2026-12-12T10:00:00.000Z' })
  })

  it('marks the matching words of title and snippet, which join back into the text', () => {
    const hit = search(fi, 'mökit')
      .groups.flatMap((g) => g.items)
      .find((i) => i.url === '/majoitus/mokit')!
    expect(plain(hit.title)).toBe('Mökit')
    expect(marked(hit.title)).toEqual(['Mökit'])
    expect(plain(hit.snippet)).toBe(fiDocuments[1]!.text)
    expect(marked(hit.snippet)).toEqual(['Metsämökki', 'järvenrantamökki', 'mökissä'])
    // Typos are marked as the search found them; a stop word between is not.
    const spa = search(fi, 'kylplä ja sauna').groups[0]!.items[0]!
    expect(marked(spa.title)).toEqual(['Kylpylä'])
    expect(marked(spa.snippet)).toEqual(['Kylpylässä', 'saunaa', 'Kylpylä'])
  })

  it('answers a query as it was searched', () => {
    expect(search(fi, '  mökit   ja\tsaunat  ').query).toBe('mökit ja saunat')
    expect(search(fi, 'Mökit!!!').groups.length).toBeGreaterThan(0)
    expect(urls('"kylpylä", (sauna)?')).toEqual(urls('kylpylä sauna'))
  })

  it('answers empty, odd and overlong queries without throwing', () => {
    const empty = { total: 0, groups: [], suggestions: [], didYouMean: null, counts: { page: 0, product: 0, event: 0, article: 0, education: 0 } }
    for (const q of ['', '   ', '\n\t', '??!!', '...', '🙂🙂', 'ja on', '—', '*', '(', '[a-', '\\', '\u0000']) expect(search(fi, q)).toMatchObject(empty)
    const odd = [
      'x'.repeat(500),
      'mökki '.repeat(100),
      '🙂'.repeat(300),
      'a b c d e f g h i j k l',
      'kylpylä\u0000sauna',
      '\ud800mökki',
      'ö̈̈̈̈',
      '.*+?^${}()|[]\\',
      'constructor',
      '__proto__ toString',
    ]
    for (const q of odd) {
      const result = search(fi, q)
      expect(Array.from(result.query).length).toBeLessThanOrEqual(100)
      expect(result.total).toBe(result.groups.reduce((n, g) => n + g.count, 0))
    }
    expect(search(fi, 'mökki '.repeat(100)).total).toBeGreaterThan(0)
    expect(search(fi, undefined as unknown as string).total).toBe(0)
    expect(search(fi, 'kylpylä', { limit: -1 }).groups[0]!.items).toEqual([])
    expect(search(createSearchIndex('fi', []), 'kylpylä')).toMatchObject(empty)
  })

  it('indexes odd documents without throwing', () => {
    const odd = createSearchIndex('fi', [
      page('empty', { title: '', text: '' }),
      page('emoji', { title: '🙂', text: '🙂 '.repeat(1000) }),
      page('long', { text: 'kylpylä '.repeat(5000) }),
      page('marks', { title: 'Mo\u0308kki', text: 'Kylpy\u00adlä on auki.' }),
      page('empty', { title: 'Toinen samalla tunnuksella' }),
    ])
    expect(urls('mökki', odd)).toEqual(['/marks'])
    expect(urls('kylpylä', odd)).toEqual(['/long', '/marks'])
    expect(odd.documents.map((d) => d.id)).toEqual(['emoji', 'empty', 'long', 'marks'])
  })
})
