/** A price in cents as a visitor would type it back into a price field: `45`, `45,50` (`45.50` in English). */
import type { Cents } from '@/domain/catalogue'
import type { Locale } from '@/domain/locale'

export function centsToInput(cents: Cents | null, locale: Locale): string {
  if (cents === null) return ''
  const euros = Math.floor(cents / 100)
  const rest = cents % 100
  if (rest === 0) return String(euros)
  return `${euros}${locale === 'en' ? '.' : ','}${String(rest).padStart(2, '0')}`
}
