import { describe, expect, it } from 'vitest'
import { analyze } from './analyze'
import { createSearchIndex, search } from './engine'
import type { Highlighted, SearchDocument } from './types'

const fiDocs: SearchDocument[] = [
  {
    id: 'page-spa',
    type: 'page',
    title: 'Kylpylä',
    text: 'Kylpylässä on kolme saunaa, poreallas ja ulkoallas. Kylpylä on auki joka päivä.',
    url: '/kylpyla',
  },
  {
    id: 'page-cottages',
    type: 'page',
    title: 'Mökit',
    text: 'Metsämökki ja järvenrantamökki sopivat perheille. Jokaisessa mökissä on oma sauna.',
    url: '/majoitus/mokit',
  },
  {
    id: 'page-forest',
    type: 'product',
    title: 'Metsämökki',
    text: 'Hirsinen mökki metsän keskellä, kuusi vuodepaikkaa ja takka.',
    keywords: 'MOKKI-METSA',
    url: '/majoitus/metsamokki',
    price: { cents: 14900, per: 'night' },
  },
  {
    id: 'page-stay',
    type: 'page',
    title: 'Majoitus',
    text: 'Valitse majoitus hotellista tai mökeistä. Majoituksen hintaan sisältyy aamiainen.',
    url: '/majoitus',
  },
  { id: 'page-padel', type: 'product', title: 'Padel-kenttä', text: 'Varaa padel-vuoro sisähallista.', keywords: 'PADEL', url: '/kentat/padel' },
  {
    id: 'article-sauna',
    type: 'article',
    title: 'Savusauna lämpenee lauantaisin',
    text: 'Rantasauna on avoinna lauantaisin. Kylpylän asiakkaat pääsevät mukaan.',
    url: '/artikkelit/savusauna',
    date: '2026-10-01T09:00:00.000Z',
  },
  {
    id: 'event-1',
    type: 'event',
    title: 'Joulumarkkinat',
    text: 'Joulumarkkinat kylpylän aulassa.',
    url: '/tapahtumat/joulumarkkinat',
    date: '2026-12-12T10:00:00.000Z',
  },
]

const svDocs: SearchDocument[] = [
  { id: 'sv-1', type: 'page', title: 'Stugor vid sjön', text: 'Våra stugor ligger vid sjön. Varje stuga har bastu.', url: '/sv/stugor' },
  { id: 'sv-2', type: 'page', title: 'Simhallen', text: 'Simhallen är öppen varje dag.', url: '/sv/simhall' },
  { id: 'sv-3', type: 'education', title: 'Grundexamen i idrott', text: 'Utbildningen tar tre år. Kurser i ledarskap.', url: '/sv/utbildning' },
]

const fi = createSearchIndex('fi', fiDocs)
const sv = createSearchIndex('sv', svDocs)
const urls = (q: string, index = fi) => search(index, q).groups.flatMap((g) => g.items.map((i) => i.url))
const plain = (h: Highlighted) => h.map((p) => p.text).join('')
const marked = (h: Highlighted) => h.filter((p) => p.match).map((p) => p.text)

describe('analyze', () => {
  it('joins the forms of a word: stems, gradation, umlauts', () => {
    expect(new Set(analyze('fi', 'mökki mökit mökkiin mökeissä mokki'))).toEqual(new Set(['mok']))
    expect(new Set(analyze('fi', 'majoitus majoituksen'))).toEqual(new Set(['majoitus']))
    expect(new Set(analyze('fi', 'kylpylä kylpylässä kylpyla'))).toEqual(new Set(['kylpyl']))
    expect(new Set(analyze('sv', 'stuga stugor stugan'))).toEqual(new Set(['stug']))
    expect(analyze('fi', 'sauna ja allas')).toEqual(['sauna', 'alas'])
  })
})

describe('search', () => {
  it('finds other forms of Finnish and Swedish words', () => {
    expect(urls('mökit')).toEqual(expect.arrayContaining(['/majoitus/mokit', '/majoitus/metsamokki']))
    expect(urls('kylpylässä')).toContain('/kylpyla')
    expect(urls('stugor', sv)).toContain('/sv/stugor')
    expect(urls('kurser', sv)).toContain('/sv/utbildning')
  })

  it('tolerates typos and missing umlauts', () => {
    expect(urls('kylplä')[0]).toBe('/kylpyla')
    expect(urls('kylpyla')[0]).toBe('/kylpyla')
    expect(urls('majotus')).toContain('/majoitus')
    expect(urls('padle')).toContain('/kentat/padel')
    expect(urls('mokki')).toContain('/majoitus/metsamokki')
    expect(urls('sjon', sv)).toContain('/sv/stugor')
  })

  it('finds the word being typed by its start', () => {
    expect(urls('kylp')).toContain('/kylpyla')
    expect(urls('ky')).toEqual([])
  })

  it('ranks a title match above a body match, and an exact match above a fuzzy one', () => {
    expect(urls('kylpylä')[0]).toBe('/kylpyla')
    const sauna = search(fi, 'sauna')
    expect(sauna.groups.find((g) => g.type === 'article')!.items[0]!.url).toBe('/artikkelit/savusauna')
    expect(search(fi, 'metsämökki').suggestions[0]!.url).toBe('/majoitus/metsamokki')
  })

  it('needs every word when some documents have them all, and any word otherwise', () => {
    expect(urls('metsämökki takka')).toEqual(['/majoitus/metsamokki'])
    expect(urls('padel joulumarkkinat').sort()).toEqual(['/kentat/padel', '/tapahtumat/joulumarkkinat'])
  })

  it('groups by type in a fixed order with counts, and limits to one type on request', () => {
    const all = search(fi, 'kylpylä')
    expect(all.groups.map((g) => g.type)).toEqual(['page', 'event', 'article'])
    expect(all.total).toBe(all.groups.reduce((n, g) => n + g.count, 0))
    const events = search(fi, 'kylpylä', { type: 'event' })
    expect(events.groups.map((g) => g.type)).toEqual(['event'])
    expect(events.counts).toEqual(all.counts)
    expect(events.total).toBe(all.total)
    expect(search(fi, 'kylpylä', { limit: 1 }).groups.every((g) => g.items.length === 1)).toBe(true)
  })

  it('marks the matching words of the title and the snippet, which join back to the text', () => {
    const hit = search(fi, 'mökit').groups[0]!.items.find((i) => i.url === '/majoitus/mokit')!
    expect(plain(hit.title)).toBe('Mökit')
    expect(marked(hit.title)).toEqual(['Mökit'])
    expect(plain(hit.snippet)).toBe(fiDocs[1]!.text)
    expect(marked(hit.snippet)).toEqual(['mökissä'])
    const long = createSearchIndex('fi', [
      {
        id: 'x',
        type: 'page',
        title: 'Pitkä',
        text: `${'Alkuteksti ilman osumaa. '.repeat(20)}Täällä on padel-kenttä. ${'Loppuun jotain muuta. '.repeat(20)}`,
        url: '/x',
      },
    ])
    const snippet = search(long, 'padel').groups[0]!.items[0]!.snippet
    expect(plain(snippet).length).toBeLessThanOrEqual(164)
    expect(plain(snippet).startsWith('…')).toBe(true)
    expect(plain(snippet).endsWith('…')).toBe(true)
    expect(marked(snippet)).toEqual(['padel'])
  })

  it('offers the word the site uses for a misspelt one, but not for another form of a known word', () => {
    expect(search(fi, 'majotus').didYouMean).toBe('majoitus')
    expect(search(fi, 'kylplä').didYouMean).toBe('kylpylä')
    expect(search(fi, 'mökit').didYouMean).toBeNull()
    expect(search(fi, 'kylpylä').didYouMean).toBeNull()
  })

  it('gives the best few results for the as-you-type list, with price and date where they belong', () => {
    const result = search(fi, 'mökki')
    expect(result.suggestions.length).toBeGreaterThan(0)
    expect(result.suggestions.length).toBeLessThanOrEqual(6)
    const forest = result.groups.flatMap((g) => g.items).find((i) => i.url === '/majoitus/metsamokki')!
    expect(forest.price).toEqual({ cents: 14900, per: 'night' })
    expect(search(fi, 'joulumarkkinat').groups[0]!.items[0]!.date).toBe('2026-12-12T10:00:00.000Z')
  })

  it('answers empty, odd and overlong input without throwing', () => {
    for (const q of ['', '   ', '??!!', '🙂🙂', 'ja on', 'x'.repeat(500), 'a b c d e f g h i j k l']) {
      const result = search(fi, q)
      expect(result.query.length).toBeLessThanOrEqual(100)
      if (!/\p{L}{2}/u.test(q) || q === 'ja on') expect(result).toMatchObject({ total: 0, groups: [], suggestions: [] })
    }
  })

  it('gives the same results whatever order the documents come in', () => {
    const reversed = createSearchIndex('fi', [...fiDocs].reverse())
    for (const q of ['mökit', 'sauna', 'kylpylä', 'padel']) expect(search(reversed, q)).toEqual(search(fi, q))
  })
})
