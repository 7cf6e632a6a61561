import format, { type CompiledMessage } from 'icu-minify/format'

/**
 * A text of the catalogue that a client component fills in itself (a count, a name), compiled as
 * next-intl compiles the catalogue for the browser. The header's islands and the cookie banner take
 * their texts as props and fill these with next-intl's small reader, so next-intl's React client is
 * not in every page's first load (docs/content.md#first-load-javascript).
 */
export type Message = CompiledMessage

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
}

/** Numbers and plurals only: no such text formats a date (those come formatted from the server). */
export function formatMessage(message: Message, locale: string, values?: Record<string, string | number>): string {
  return String(format(message, locale, values, { formatters }))
}
