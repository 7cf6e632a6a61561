import format, { type CompiledMessage } from 'icu-minify/format'

/**
 * A text of the catalogue that a client component fills in itself (a count, a name), compiled as
 * next-intl compiles the catalogue for the browser. The header's islands and the cookie banner take
 * their texts as props and fill these with next-intl's small reader, so next-intl's React client is
 * not in every page's first load (docs/content.md#first-load-javascript).
 */
export type Message = CompiledMessage

/**
 * The `#` of a plural ("Cart, # items"), which the reader formats with no options: a count from 0 to
 * 999 is plain digits in Finnish, English and Swedish alike, so it needs no Intl.NumberFormat. The
 * first Intl formatter a page makes loads the browser's locale data, about 10 ms on a fast machine, and
 * the header's cart count is all a content page would make one for. Other numbers get the real one.
 */
function countFormat(locale: string): Intl.NumberFormat {
  let full: Intl.NumberFormat | undefined
  const count = {
    format: (n: number) => (Number.isInteger(n) && n >= 0 && n < 1000 ? String(n) : (full ??= new Intl.NumberFormat(locale)).format(n)),
  }
  // The reader calls nothing but `format` on what this returns.
  return count as Intl.NumberFormat
}

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (locale?: string | string[], options?: Intl.NumberFormatOptions) =>
    options === undefined && typeof locale === 'string' ? countFormat(locale) : new Intl.NumberFormat(locale, options),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
}

/** Numbers and plurals only: no such text formats a date (those come formatted from the server). */
export function formatMessage(message: Message, locale: string, values?: Record<string, string | number>): string {
  return String(format(message, locale, values, { formatters }))
}
