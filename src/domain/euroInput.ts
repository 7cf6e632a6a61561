/**
 * Euro amounts typed by staff in the admin ("12,50", "12.50", "-5 €"): the shop counts integer
 * cents, so anything that is not whole cents is refused rather than rounded.
 */
import type { Cents } from './catalogue'

const amount = /^([+-])?(\d{1,7})(?:[.,](\d{1,2}))?$/

/** The cents of a typed euro amount, or null when it is not one. */
export function eurosToCents(text: string): Cents | null {
  const match = amount.exec(text.replace(/\s|€/g, ''))
  if (!match) return null
  const [, sign, euros, fraction = ''] = match
  const cents = Number(euros) * 100 + Number(fraction.padEnd(2, '0'))
  return sign === '-' ? -cents : cents
}
