/**
 * Discount codes: a percentage or an amount off the lines in the code's scope, valid in a window,
 * with an optional use limit. The amount is spread over the lines in proportion to their price so
 * every line's VAT stays right.
 */
import type { Cents, IsoDate } from '../catalogue'
import type { PromotionStatus } from './api'

export type DiscountCode = {
  code: string
  active: boolean
  kind: 'percent' | 'amount'
  /** Percent 1–100, or cents. */
  value: number
  /** First and last Helsinki day the code is valid, both inclusive; null: open. */
  validFrom: IsoDate | null
  validTo: IsoDate | null
  maxUses: number | null
  usedCount: number
  /** Empty: every product. */
  productCodes: string[]
}

export const normalizeCode = (code: string) => code.trim().toUpperCase()

export function codeStatus(code: DiscountCode | null, today: IsoDate): Exclude<PromotionStatus, 'notApplicable'> {
  if (!code || !code.active) return 'unknown'
  if ((code.validFrom && today < code.validFrom) || (code.validTo && today > code.validTo)) return 'notValidNow'
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return 'usedUp'
  return 'applied'
}

export type DiscountLine = { productCode: string; gross: Cents }

/** The discount of each line (same order); all zero when no line is in scope. */
export function lineDiscounts(code: DiscountCode, lines: DiscountLine[]): Cents[] {
  const inScope = (l: DiscountLine) => code.productCodes.length === 0 || code.productCodes.includes(l.productCode)
  if (code.kind === 'percent') {
    const percent = Math.min(100, Math.max(0, code.value))
    return lines.map((l) => (inScope(l) ? Math.round((l.gross * percent) / 100) : 0))
  }
  const eligible = lines.reduce((sum, l) => sum + (inScope(l) ? l.gross : 0), 0)
  const total = Math.min(code.value, eligible)
  if (total <= 0) return lines.map(() => 0)
  // Largest remainder, so the shares add up to the code's amount exactly.
  const shares = lines.map((l) => (inScope(l) ? (total * l.gross) / eligible : 0))
  const result = shares.map(Math.floor)
  let left = total - result.reduce((a, b) => a + b, 0)
  const order = shares.map((s, i) => ({ i, r: s - Math.floor(s) })).sort((a, b) => b.r - a.r)
  for (const { i } of order) {
    if (left <= 0) break
    if (inScope(lines[i]!)) {
      result[i]! += 1
      left -= 1
    }
  }
  return result
}
