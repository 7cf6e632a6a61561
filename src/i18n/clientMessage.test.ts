import compile from 'icu-minify/compile'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { formatMessage } from '@/components/ui/message'
import { locales } from '@/domain/locale'
import { catalogues } from './catalogues'
import { clientMessage } from './clientMessage'

function leaves(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]]
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, key ? `${key}.${k}` : k))
}

const entry = (locale: (typeof locales)[number], key: string) => leaves(catalogues[locale]).find(([k]) => k === key)![1]

describe('clientMessage', () => {
  // The built app hands it texts compiled already: a compiled plain text must come back as it is.
  it.each(locales)('leaves every text compiled once as it is (%s)', (locale) => {
    for (const [key, raw] of leaves(catalogues[locale])) {
      const once = compile(raw)
      expect(clientMessage(once), key).toEqual(once)
    }
  })

  it('refuses what is not a text', () => {
    expect(() => clientMessage({ nested: 'x' })).toThrow()
  })
})

/** The texts the header's islands fill in themselves, with every count and a name. */
const filled: [string, Record<string, string | number>[]][] = [
  ['search.showAll', [{ query: 'sauna' }]],
  ['search.suggestionCount', [0, 1, 2, 5, 21].map((count) => ({ count }))],
  ['cart.open', [0, 1, 2, 5, 21].map((count) => ({ count }))],
  ['cart.added.body', [{ title: 'Kiipeily 5 krt' }]],
  ['cart.added.announce', [{ title: 'Kiipeily 5 krt' }]],
]

describe('formatMessage', () => {
  it.each(locales)('fills the header’s texts as the full ICU formatter does (%s)', (locale) => {
    for (const [key, valueSets] of filled) {
      const raw = entry(locale, key)
      for (const values of valueSets) {
        expect(formatMessage(clientMessage(raw), locale, values), `${key} ${JSON.stringify(values)}`).toBe(
          String(new IntlMessageFormat(raw, locale).format(values)),
        )
      }
    }
  })
})
