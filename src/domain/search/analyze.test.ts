import { describe, expect, it } from 'vitest'
import { analyze, fold, termOf, words } from './analyze'
import { inflections, stillSplit } from './inflections'

/** Every word of `text` gives one and the same term. */
const oneTerm = (locale: 'fi' | 'sv' | 'en', text: string) => new Set(analyze(locale, text)).size === 1 && analyze(locale, text).length === words(text).length

describe('analyze', () => {
  it('joins the forms of a word, but for a few irregular ones', () => {
    const split = Object.entries(inflections).flatMap(([locale, tables]) => tables.filter((forms) => !oneTerm(locale as 'fi' | 'sv' | 'en', forms)))
    expect(split.map((forms) => forms.split(' ')[0])).toEqual(stillSplit)
  })

  it('joins `mökit` and `mökki`, `kylpylässä` and `kylpylä`, `stugor` and `stuga`, `kurser` and `kurs`', () => {
    expect(oneTerm('fi', 'mökki mökit mökkiin mökeissä mokki')).toBe(true)
    expect(oneTerm('fi', 'kylpylä kylpylässä kylpyla')).toBe(true)
    expect(oneTerm('sv', 'stuga stugor stugan')).toBe(true)
    expect(oneTerm('sv', 'kurs kurser')).toBe(true)
  })

  it('folds ä, ö and å after stemming, so a word matches with or without them', () => {
    expect(analyze('fi', 'kylpyla kylpylassa mokki mokit')).toEqual(analyze('fi', 'kylpylä kylpylässä mökki mökit'))
    expect(analyze('sv', 'sjon pa')).toEqual(analyze('sv', 'sjön på'))
    expect(analyze('en', 'Café NAÏVE')).toEqual(['cafe', 'naiv'])
  })

  it('drops common words, typed with or without umlauts', () => {
    expect(analyze('fi', 'sauna ja allas sekä seka')).toEqual(analyze('fi', 'sauna allas'))
    expect(analyze('sv', 'stugor och på pa i sjön')).toEqual(analyze('sv', 'stugor sjön'))
    expect(analyze('en', 'the spa and the pool')).toEqual(analyze('en', 'spa pool'))
  })

  it('keeps words with digits as they are', () => {
    expect(analyze('fi', 'Huone 12B, vuosi 2026')).toEqual(['huon', '12b', 'vuos', '2026'])
  })

  it('reads words written with combining marks or soft hyphens as the plain word', () => {
    expect(analyze('fi', 'Mo\u0308kki kylpy\u00adlässä')).toEqual(analyze('fi', 'mökki kylpylässä'))
  })

  it('has no words in punctuation, emoji or nothing', () => {
    expect(analyze('fi', '🙂 … !!! — “” ()')).toEqual([])
    expect(analyze('fi', '')).toEqual([])
    expect(termOf('fi', "''")).toBeNull()
  })
})

describe('words', () => {
  it('splits at spaces and punctuation, keeping apostrophes inside a word', () => {
    expect(words("Padel-kenttä: children's vaa'an (2026)!")).toEqual(['Padel', 'kenttä', "children's", "vaa'an", '2026'])
  })
})

describe('fold', () => {
  it('drops diacritics and spells out the letters that have none to drop', () => {
    expect(fold('äöåéü')).toBe('aoaeu')
    expect(fold('øæß')).toBe('oaess')
    expect(fold('plain')).toBe('plain')
  })
})
