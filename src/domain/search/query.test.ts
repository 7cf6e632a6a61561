import { describe, expect, it } from 'vitest'
import { normalizeQuery, queryWords } from './query'

describe('normalizeQuery', () => {
  it('trims and makes every run of white space one space', () => {
    expect(normalizeQuery('  mökit \t ja\n saunat  ')).toBe('mökit ja saunat')
    expect(normalizeQuery(' \n ')).toBe('')
  })

  it('keeps at most 100 characters, never half an emoji', () => {
    expect(normalizeQuery('x'.repeat(500))).toBe('x'.repeat(100))
    expect(normalizeQuery('🙂'.repeat(300))).toBe('🙂'.repeat(100))
  })

  it('keeps at most 8 words', () => {
    expect(normalizeQuery('a b c d e f g h i j k l')).toBe('a b c d e f g h')
    expect(normalizeQuery('yksi, kaksi, kolme, neljä, viisi, kuusi, seitsemän, kahdeksan, yhdeksän')).toBe(
      'yksi, kaksi, kolme, neljä, viisi, kuusi, seitsemän, kahdeksan',
    )
  })
})

describe('queryWords', () => {
  it('leaves out common words and punctuation, and repeats of a term', () => {
    expect(queryWords('fi', 'Mökit ja saunat, mökki!').map((w) => w.token)).toEqual(['Mökit', 'saunat'])
    expect(queryWords('fi', 'ja on sekä')).toEqual([])
  })

  it('reads only the last word, from 3 letters, as the start of a longer one', () => {
    expect(queryWords('fi', 'sauna kylp').map((w) => w.prefix)).toEqual([false, true])
    expect(queryWords('fi', 'sauna ky').map((w) => w.prefix)).toEqual([false, false])
    expect(queryWords('fi', 'sauna ja').map((w) => w.prefix)).toEqual([false])
  })

  it('forgives typos by the length of the term, none in words with digits', () => {
    expect(queryWords('fi', 'mökit kylpylä majoitusta joulumarkkinat 2026').map((w) => [w.term, w.edits])).toEqual([
      ['mok', 0],
      ['kylpyl', 1],
      ['majoit', 1],
      ['joulumarkin', 2],
      ['2026', 0],
    ])
  })
})
