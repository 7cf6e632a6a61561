import { describe, expect, it } from 'vitest'
import { analyze } from './analyze'
import { createSearchIndex } from './engine'
import { fiDocuments } from './fixtures'
import { highlight, markerFor, narrowed, snippet } from './highlight'
import type { Highlighted } from './types'

const long = [
  'Alkuun kerrotaan lomakeskuksen historiasta ja siitä, miten kaikki alkoi vuosikymmeniä sitten pienestä kalastajatilasta järven rannalla.',
  'Sauna mainitaan tässä kerran.',
  'Sitten tulee pitkä kappale ravintolasta, aamiaisesta, lounaasta ja illallisesta, joita tarjoillaan päivittäin hotellin ravintolassa.',
  'Mökissä on sauna, mökin terassilla on grilli ja mökkien vieressä kulkee latu.',
  'Lopuksi muutama sana pysäköinnistä, sähköautojen latauksesta ja siitä, miten resorttiin pääsee julkisilla kulkuneuvoilla.',
].join(' ')
const { vocabulary } = createSearchIndex('fi', [...fiDocuments, { id: 'long', type: 'page', title: 'Pitkä', text: long, url: '/pitka' }])

const plain = (h: Highlighted) => h.map((p) => p.text).join('')
const marked = (h: Highlighted) => h.filter((p) => p.match).map((p) => p.text)

describe('highlight', () => {
  it('marks every form of the matched terms in the documents, compounds too, in any case', () => {
    const text = 'MÖKIT: Metsämökki, mökissä ja mökkien. Mökkeilijä ei ole mökki.'
    const parts = highlight(text, markerFor(vocabulary, ['mok']))
    expect(plain(parts)).toBe(text)
    expect(marked(parts)).toEqual(['MÖKIT', 'Metsämökki', 'mökissä', 'mökkien', 'mökki'])
  })

  it('alternates marked and unmarked parts', () => {
    const parts = highlight('Kylpylä, sauna ja kylpylän sauna', markerFor(vocabulary, ['kylpyl', 'saun']))
    expect(parts).toEqual([
      { text: 'Kylpylä', match: true },
      { text: ', ', match: false },
      { text: 'sauna', match: true },
      { text: ' ja ', match: false },
      { text: 'kylpylän', match: true },
      { text: ' ', match: false },
      { text: 'sauna', match: true },
    ])
  })

  it('marks words written with combining marks or soft hyphens', () => {
    const { vocabulary: odd } = createSearchIndex('fi', [{ id: 'x', type: 'page', title: 'Mo\u0308kki', text: 'Kylpy\u00adlä', url: '/x' }])
    expect(marked(highlight('Mo\u0308kki ja kylpy\u00adlä', markerFor(odd, ['mok', 'kylpyl'])))).toEqual(['Mo\u0308kki', 'kylpy\u00adlä'])
  })

  it('marks nothing for no terms, and nothing inside another word', () => {
    expect(highlight('Kylpylä', markerFor(vocabulary, []))).toEqual([{ text: 'Kylpylä', match: false }])
    expect(marked(highlight('saunat ja saunaa', markerFor(vocabulary, ['xyz'])))).toEqual([])
  })

  it('narrows a marker to the terms of one result', () => {
    const both = markerFor(vocabulary, ['mok', 'saun'])
    expect(marked(highlight('Mökki ja sauna', narrowed(vocabulary, both, new Set(['saun']))))).toEqual(['sauna'])
  })
})

describe('snippet', () => {
  const mark = markerFor(vocabulary, ['mok'])

  it('gives a short text whole, its white space made single', () => {
    expect(plain(snippet(' Mökki  ja\nsauna. ', mark))).toBe('Mökki ja sauna.')
  })

  it('gives about 160 characters around the densest matches, cut between words', () => {
    const parts = snippet(long, mark)
    const text = plain(parts)
    expect(text.startsWith('…')).toBe(true)
    expect(text.endsWith('…')).toBe(true)
    expect(text.length).toBeLessThanOrEqual(162)
    expect(text.length).toBeGreaterThan(120)
    const inner = text.slice(1, -1)
    expect(long).toContain(inner)
    expect(long[long.indexOf(inner) - 1]).toBe(' ')
    expect(long[long.indexOf(inner) + inner.length]).toBe(' ')
    expect(marked(parts)).toEqual(['Mökissä', 'mökin', 'mökkien'])
  })

  it('starts at the beginning when the body has no match', () => {
    const text = plain(snippet(long, markerFor(vocabulary, [])))
    expect(text.startsWith('Alkuun kerrotaan')).toBe(true)
    expect(text.endsWith('…')).toBe(true)
    expect(text.length).toBeLessThanOrEqual(161)
  })

  it('reaches the end without an ellipsis when the matches are there', () => {
    const text = plain(snippet(long, markerFor(vocabulary, analyze('fi', 'julkisilla kulkuneuvoilla'))))
    expect(text.endsWith('kulkuneuvoilla.')).toBe(true)
  })

  it('survives one word longer than the window', () => {
    const parts = snippet('x'.repeat(500), mark)
    expect(plain(parts).length).toBeLessThanOrEqual(161)
  })
})
