/**
 * Euro amounts typed by people: staff in the admin ("12,50", "12.50", "-5 €") and visitors (the
 * open value of a gift card). The shop counts integer cents, so anything that is not whole cents is
 * refused rather than rounded.
 */
import type { Cents } from './catalogue'
import { numberProblem, parseTypedNumber, type NumberProblem } from './numberField'

/** The cents of a typed euro amount, or null when it is not one (at most 7 digits of euros). */
export function eurosToCents(text: string): Cents | null {
  const typed = parseTypedNumber(text.replace(/€/g, ''))
  if (!typed || typed.decimals > 2 || Math.abs(typed.value) >= 10_000_000) return null
  return Math.round(typed.value * 100)
}

/**
 * A visitor's euro amount within `range` (cents): its cents, or the first problem in the generic
 * form messages' terms (docs/validation.md#number-fields), whose bounds are again cents for the
 * page to write as prices.
 */
export function typedEuros(text: string, range: { min: Cents; max: Cents }): { ok: true; cents: Cents } | { ok: false; problem: NumberProblem } {
  const problem = numberProblem(text.replace(/€/g, ''), { min: range.min / 100, max: range.max / 100, decimals: 2 })
  if (problem?.key === 'minValue') return { ok: false, problem: { key: 'minValue', min: range.min } }
  if (problem?.key === 'maxValue') return { ok: false, problem: { key: 'maxValue', max: range.max } }
  if (problem) return { ok: false, problem }
  return { ok: true, cents: eurosToCents(text)! }
}
