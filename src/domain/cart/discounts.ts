/**
 * Discounts of a cart. A line gets the better of two, never both: the percentage off it because
 * another product in the cart suggests it (an upsell), or its share of the discount code. A gift
 * card is money and is never discounted, or a 100 € card would sell for less than its value. A
 * code entered in the cart lapses a day after it was set.
 */
import type { Cents } from '../catalogue'
import type { PromotionStatus } from '../checkout/api'
import { lineDiscounts, type DiscountCode } from '../checkout/promotion'
import { upsellPercent, type UpsellLink } from '../checkout/upsells'
import { isGiftCard } from './giftCards'

/** How long a discount code stays in the cart (and the cart cookie's lifetime). */
export const discountLifetimeMs = 24 * 60 * 60 * 1000

/** Whether a code set at `setAt` (epoch ms) has lapsed by `now`. */
export const discountLapsed = (setAt: number, now: number) => now - setAt >= discountLifetimeMs

/** A line as discounts see it: its product, its cart type and its price for all units, cents. */
export type DiscountedLine = { productCode: string; type: string; gross: Cents }

export type CartDiscounts = {
  /** The discount of each line (same order), cents. */
  discounts: Cents[]
  /** Whether the code takes anything off any line. */
  codeApplies: boolean
  /** Whether some line's discount is the code's: the order then records the code and counts a use. */
  codeGaveDiscount: boolean
}

/** Each line's discount under the code (null: none entered or not valid) and the cart's upsell links. */
export function cartDiscounts(lines: DiscountedLine[], code: DiscountCode | null, linksOf: (productCode: string) => UpsellLink[]): CartDiscounts {
  const gross = lines.map((l) => ({ productCode: l.productCode, gross: isGiftCard(l.type) ? 0 : l.gross }))
  const byCode = code ? lineDiscounts(code, gross) : gross.map(() => 0)
  const cartCodes = lines.map((l) => l.productCode)
  const discounts = gross.map((l, i) => Math.max(Math.round((l.gross * upsellPercent(l.productCode, cartCodes, linksOf)) / 100), byCode[i]!))
  return {
    discounts,
    codeApplies: byCode.some((d) => d > 0),
    codeGaveDiscount: code !== null && byCode.some((d, i) => d > 0 && d >= discounts[i]!),
  }
}

/** A code that is valid but takes nothing off any line of this cart is `notApplicable`; any other status stands. */
export function promotionStatus(status: PromotionStatus | null, codeApplies: boolean): PromotionStatus | null {
  return status === 'applied' && !codeApplies ? 'notApplicable' : status
}
