import { describe, expect, it } from 'vitest'
import { createSearchIndex, search, type SearchDocument } from './engine'
import { enDocuments, fiDocuments, svDocuments } from './fixtures'

const fi = createSearchIndex('fi', fiDocuments)
const meant = (query: string, index = fi) => search(index, query).didYouMean

describe('did you mean', () => {
  it('offers the word as the site writes it for a misspelt one', () => {
    expect(meant('majotus')).toBe('majoitus')
    expect(meant('kylplä')).toBe('kylpylä')
    expect(meant('padle')).toBe('padel')
    expect(meant('joulumarkknat')).toBe('joulumarkkinat')
    expect(meant('simhalln', createSearchIndex('sv', svDocuments))).toBe('simhallen')
    expect(meant('stgor', createSearchIndex('sv', svDocuments))).toBe('stugor')
    expect(meant('cotages', createSearchIndex('en', enDocuments))).toBe('cottages')
  })

  it('offers nothing for a known word, another form of one, or one without umlauts', () => {
    for (const q of ['majoitus', 'mökit', 'mökeissä', 'kylpylässä', 'kylpyla', 'mokki', 'Kylpylä!']) expect(meant(q), q).toBeNull()
  })

  it('replaces only the unknown words, keeping the rest of the query and the case typed', () => {
    expect(meant('kylplä ja padle')).toBe('kylpylä ja padel')
    expect(meant('Majotus, mökit')).toBe('Majoitus, mökit')
    expect(meant('MAJOTUS')).toBe('MAJOITUS')
  })

  it('takes the most frequent word within the typo tolerance', () => {
    const page = (id: string, text: string): SearchDocument => ({ id, type: 'page', title: 'Sivu', text, url: `/${id}` })
    const index = createSearchIndex('fi', [page('a', 'sauna sauna'), page('b', 'sauna'), page('c', 'sauma')])
    expect(meant('saura', index)).toBe('sauna')
    expect(meant('saumx', index)).toBe('sauma')
  })

  it('offers nothing when nothing is close, for short words, codes, or the word still being typed', () => {
    expect(meant('zqxwvy')).toBeNull()
    expect(meant('kyl')).toBeNull()
    expect(meant('MM-03')).toBeNull()
    expect(meant('kylp')).toBeNull()
    expect(meant('padle kylp')).toBe('padel kylp')
    expect(meant('')).toBeNull()
  })
})
