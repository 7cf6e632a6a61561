import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import compile from 'icu-minify/compile'
import format from 'icu-minify/format'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { catalogues } from './catalogues'

/**
 * The built app reads the catalogues compiled at build time with next-intl's small reader (next.config.ts,
 * `precompile`), while this test and the scripts read them with the full ICU formatter. Every text must
 * read the same both ways, in every language and for every plural and select branch it has.
 */

type Values = Record<string, string | number | ((chunks: unknown[]) => string)>

function leaves(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]]
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, key ? `${key}.${k}` : k))
}

/** Each argument of a message and the values worth trying for it (every plural category, every select option). */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, (string | number)[] | 'tag'>()) {
  for (const element of elements) {
    if (element.type === TYPE.argument) found.set(element.value, found.get(element.value) ?? ['Aino'])
    else if (element.type === TYPE.number) found.set(element.value, [1234.5])
    else if (element.type === TYPE.plural) {
      found.set(element.value, [0, 1, 2, 5, 21])
      for (const option of Object.values(element.options)) argumentsOf(option.value, found)
    } else if (element.type === TYPE.select) {
      found.set(element.value, [...Object.keys(element.options), 'none-of-these'])
      for (const option of Object.values(element.options)) argumentsOf(option.value, found)
    } else if (element.type === TYPE.tag) {
      found.set(element.value, 'tag')
      argumentsOf(element.children, found)
    }
  }
  return found
}

/** Enough value sets that every argument takes each of its values at least once. */
function valueSets(found: ReturnType<typeof argumentsOf>): Values[] {
  const rounds = Math.max(1, ...[...found.values()].map((values) => (values === 'tag' ? 1 : values.length)))
  return Array.from({ length: rounds }, (_, round) =>
    Object.fromEntries(
      [...found].map(([name, values]) => [
        name,
        values === 'tag' ? (chunks: unknown[]) => `<${name}>${chunks.join('')}</${name}>` : values[round % values.length]!,
      ]),
    ),
  )
}

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
}

const text = (result: unknown) => (Array.isArray(result) ? result.join('') : String(result))

describe('precompiled catalogues', () => {
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    it(`${locale}: every text reads the same through the build's reader as through the full ICU formatter`, () => {
      const differences: string[] = []
      let checked = 0
      for (const [key, message] of leaves(catalogue)) {
        const compiled = compile(message)
        const full = new IntlMessageFormat(message, locale)
        for (const values of valueSets(argumentsOf(parse(message)))) {
          const expected = text(full.format(values))
          const actual = text(format(compiled, locale, values, { formatters, timeZone: 'Europe/Helsinki' }))
          if (actual !== expected) differences.push(`${key} ${JSON.stringify(values)}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`)
          checked++
        }
      }
      expect(differences).toEqual([])
      // Plurals and selects are tried once per branch, so there are more readings than texts.
      expect(checked).toBeGreaterThan(leaves(catalogue).length)
    })
  }
})
