/** The rows under a total that say how it is paid (docs/gift-cards.md#redeeming): each gift card, then what is left to pay. */
import type { LabelledValue } from '@/components/ui/LabelledValues'
import type { Cents } from '@/domain/catalogue'
import type { GiftCardCodeResult } from '@/domain/checkout/api'
import { maskedCode } from '@/domain/giftCards/redemption'

export type PaymentFigures = {
  /** Codes as they are to be shown (masked). */
  giftCardPayments?: { code: string; amount: Cents }[]
  amountToPay?: Cents
}

/** None without gift cards: an order paid at the terminal alone shows its total as before. */
export function paymentRows(
  figures: PaymentFigures,
  labels: { card: (code: string) => string; left: string },
  price: (cents: Cents) => string,
): LabelledValue[] {
  const cards = figures.giftCardPayments ?? []
  if (cards.length === 0) return []
  const rows = cards.map((card) => ({ label: labels.card(card.code), value: `−${price(card.amount)}` }))
  return figures.amountToPay === undefined ? rows : [...rows, { label: labels.left, value: price(figures.amountToPay) }]
}

/** The cards of a totals answer that pay something, with their codes masked. */
export const appliedCards = (results: GiftCardCodeResult[]) =>
  results.filter((r) => r.status === 'applied').map((r) => ({ code: maskedCode(r.code), amount: r.amount }))
