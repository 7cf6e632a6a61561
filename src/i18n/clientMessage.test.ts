import compile from 'icu-minify/compile'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it, vi } from 'vitest'
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
  // Up to 999 a count is written without Intl.NumberFormat (message.ts); 1000 and more with it.
  ['search.suggestionCount', [0, 1, 2, 5, 21, 999, 1000, 12345].map((count) => ({ count }))],
  ['cart.open', [0, 1, 2, 5, 21, 999, 1000, 12345].map((count) => ({ count }))],
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

  // The first Intl formatter a page makes loads the browser's locale data: the header's cart count needs none.
  it.each(locales)('makes no number formatter for a count under a thousand (%s)', (locale) => {
    const Real = Intl.NumberFormat
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Real>) {
      return new Real(...args)
    } as typeof Real)
    try {
      const open = clientMessage(entry(locale, 'cart.open'))
      for (const count of [0, 1, 2, 21, 999]) formatMessage(open, locale, { count })
      expect(made).not.toHaveBeenCalled()
      formatMessage(open, locale, { count: 1000 })
      expect(made).toHaveBeenCalledTimes(1)
    } finally {
      made.mockRestore()
    }
  })
})
