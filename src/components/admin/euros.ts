import { localeIso, localeFromIso } from '@/domain/locale'

/**
 * A stored amount of cents as staff read it in the admin: always two decimals, in the admin's
 * language ("298,00 €" in Finnish), so 29800 in the database is never mistaken for euros.
 * Anything that is not a whole number of cents shows as a dash rather than a wrong sum.
 */
export function adminEuros(cents: unknown, language: string): string {
  if (typeof cents !== 'number' || !Number.isInteger(cents)) return '–'
  return new Intl.NumberFormat(localeIso[localeFromIso(language)], { style: 'currency', currency: 'EUR' }).format(cents / 100)
}
