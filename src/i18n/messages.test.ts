import { describe, expect, it } from 'vitest'
import { catalogues } from './catalogues'

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix]
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
}

function leaves(value: unknown): unknown[] {
  if (value === null || typeof value !== 'object') return [value]
  return Object.values(value).flatMap(leaves)
}

const { fi, en, sv } = catalogues
const all = new Set(Object.values(catalogues).flatMap((c) => keys(c)))

describe('message catalogues', () => {
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    it(`${locale} has every key that any language has`, () => {
      const own = new Set(keys(catalogue))
      expect([...all].filter((k) => !own.has(k))).toEqual([])
    })
    it(`${locale} has no empty texts`, () => {
      expect(leaves(catalogue).filter((v) => typeof v !== 'string' || v.trim() === '')).toEqual([])
    })
  }
  it('uses the same placeholders in every language', () => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\{\w+\}/g)
        ?.sort() ?? []
    for (const key of all) {
      const get = (c: unknown) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], c)
      expect(placeholders(get(fi)), key).toEqual(placeholders(get(en)))
      expect(placeholders(get(sv)), key).toEqual(placeholders(get(en)))
    }
  })
})
