/**
 * Numbers typed by visitors (docs/validation.md#number-fields): the first problem of a typed value
 * under its field's rule, as a key of the generic form messages and the N it names. Written out
 * digit by digit, never read as a float first, so "12,505" is seen to have three decimals.
 */

export type NumberRule = {
  min?: number
  max?: number
  /** Decimals allowed; 0 (the default) asks for a whole number. */
  decimals?: number
  /** The value must be a multiple of it (0.5: halves only). */
  step?: number
}

export type NumberProblem =
  | { key: 'required' }
  | { key: 'number' }
  | { key: 'maxDecimals'; max: number }
  | { key: 'minValue'; min: number }
  | { key: 'maxValue'; max: number }
  | { key: 'roundTo'; step: number }

export type TypedNumber = { value: number; decimals: number }

// A sign, digits and one decimal comma or point; spaces (thousands) are dropped first.
const decimal = /^([+-])?(\d{1,12})(?:[.,](\d{1,12}))?$/

/** A typed number ("12", "12,5", "-3.25", "1 200"), or null when it is not one. */
export function parseTypedNumber(text: string): TypedNumber | null {
  const match = decimal.exec(text.replace(/\s/g, ''))
  if (!match) return null
  const [, sign = '', whole, fraction = ''] = match
  return { value: Number(`${sign}${whole}.${fraction || '0'}`), decimals: fraction.length }
}

/** How many decimals a number has as written ("0.05": 2). */
const decimalsOf = (n: number) => (String(n).split('.')[1] ?? '').length

/** Whether `value` is a whole multiple of `step`, counted in the finer of the two's decimals. */
function isMultiple(value: number, decimals: number, step: number): boolean {
  const scale = 10 ** Math.max(decimals, decimalsOf(step))
  return Math.round(value * scale) % Math.round(step * scale) === 0
}

/** The first problem of `text` under `rule`, in the order a visitor fixes them; null when it is fine. */
export function numberProblem(text: string, rule: NumberRule): NumberProblem | null {
  if (text.trim() === '') return { key: 'required' }
  const typed = parseTypedNumber(text)
  if (!typed) return { key: 'number' }
  const decimals = rule.decimals ?? 0
  if (typed.decimals > decimals) return { key: 'maxDecimals', max: decimals }
  if (rule.min !== undefined && typed.value < rule.min) return { key: 'minValue', min: rule.min }
  if (rule.max !== undefined && typed.value > rule.max) return { key: 'maxValue', max: rule.max }
  if (rule.step !== undefined && rule.step > 0 && !isMultiple(typed.value, typed.decimals, rule.step)) return { key: 'roundTo', step: rule.step }
  return null
}
