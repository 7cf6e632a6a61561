/**
 * Prices and VAT (docs/limits.md#money-and-vat). Prices are stored and shown including VAT, in integer cents;
 * a VAT rate is in basis points (1350 = 13.5 %) so rates never pass through floats either.
 */
import type { Cents, IsoDate, TaxClass } from './catalogue'
import type { Price } from './availability/types'
import { localeIso, type Locale } from './locale'

/** docs/limits.md#money-and-vat: price without tax = price / (1 + rate), rounded to the nearest cent. */
export function priceWithoutTax(withTax: Cents, basisPoints: number): Cents {
  return Math.round((withTax * 10_000) / (10_000 + basisPoints))
}

export function price(withTax: Cents, basisPoints: number): Price {
  return { withTax, withoutTax: priceWithoutTax(withTax, basisPoints) }
}

/**
 * The rate of a tax class in force on a day: the one with the latest `validFrom` on or before it.
 * Rates change by law on a date (25.5 % from 2024-09-01), so a sale is taxed by its own day.
 */
export function taxRateOn(taxClass: TaxClass, day: IsoDate): number {
  const inForce = taxClass.rates.filter((rate) => rate.validFrom <= day).sort((a, b) => (a.validFrom < b.validFrom ? 1 : a.validFrom > b.validFrom ? -1 : 0))[0]
  if (!inForce) throw new RangeError(`Tax class ${taxClass.code} has no rate in force on ${day}`)
  return inForce.basisPoints
}

/**
 * Euro amount for display (docs/limits.md#money-and-vat): two decimals, or none when the amount is whole. Finnish and
 * Swedish use a decimal comma; English follows its own locale. Intl separates thousands and the
 * euro sign with (narrow) no-break spaces.
 */
export function formatPrice(cents: Cents, locale: Locale): string {
  const digits = cents % 100 === 0 ? 0 : 2
  return new Intl.NumberFormat(localeIso[locale], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100)
}
