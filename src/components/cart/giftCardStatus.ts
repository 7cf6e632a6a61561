/** What an entered gift card's result says to the visitor (docs/gift-cards.md#redeeming), apart from the words themselves. */
import type { Cents, IsoDate } from '@/domain/catalogue'
import type { GiftCardCodeResult, GiftCardCodeStatus } from '@/domain/checkout/api'

export type GiftCardLine =
  | { code: string; state: 'checking' }
  | { code: string; state: 'applied'; amount: Cents; left: Cents; until: IsoDate | null }
  | { code: string; state: 'refused'; status: Exclude<GiftCardCodeStatus, 'applied'> }

/**
 * Each entered code with what the latest totals answer says of it. The answer lists the codes in the
 * order they were sent; while a newer list is being priced, a code the answer does not match is
 * still being checked.
 */
export function giftCardLines(codes: string[], results: GiftCardCodeResult[]): GiftCardLine[] {
  return codes.map((code, i) => {
    const result = results[i]
    if (!result || result.code !== code) return { code, state: 'checking' }
    if (result.status !== 'applied') return { code, state: 'refused', status: result.status }
    return { code, state: 'applied', amount: result.amount, left: result.balanceAfter ?? 0, until: result.expiresAt }
  })
}

/** The codes that pay something: the only ones sent with the order, as an unapplied one would only make it fail. */
export const payingCodes = (results: GiftCardCodeResult[]) => results.filter((r) => r.status === 'applied').map((r) => r.code)
