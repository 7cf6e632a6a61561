import { describe, expect, it } from 'vitest'
import { slugify } from './slug'

describe('slugify', () => {
  it('turns umlauts into underscores', () => {
    expect(slugify('Kesä')).toBe('kes_')
    expect(slugify('Ålö Üß')).toBe('_l_-_')
  })
  it('joins words with lowercase hyphens', () => {
    expect(slugify('Uusi Padel Halli')).toBe('uusi-padel-halli')
    expect(slugify('  Kesän   leiri 2027! ')).toBe('kes_n-leiri-2027')
  })
  it('does not produce empty segments or double hyphens', () => {
    expect(slugify('a -- b')).toBe('a-b')
    expect(slugify('!!!')).toBe('')
  })
})
