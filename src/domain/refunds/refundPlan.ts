/**
 * Where an amount to refund goes (docs/refunds.md#refunds). What gift cards paid goes back to those
 * cards first, the last card first, so a cancellation never turns a gift card into cash; the rest
 * goes back through the payment provider, or onto a new gift card when the customer chose that.
 */
import type { Cents } from '../catalogue'

export type CardPaid = { cardId: number; paid: Cents; refunded: Cents }
export type ProviderPaid = { paymentId: number; paid: Cents; refunded: Cents }

export type RefundPart =
  | { destination: 'giftCard'; cardId: number; amount: Cents }
  | { destination: 'provider'; paymentId: number; amount: Cents }
  | { destination: 'newGiftCard'; amount: Cents }

/** The parts of `amount`; null when what was paid cannot cover it (nothing is refunded then). */
export function refundPlan(amount: Cents, cards: CardPaid[], provider: ProviderPaid | null, refundTo: 'original' | 'giftCard'): RefundPart[] | null {
  if (!Number.isInteger(amount) || amount <= 0) return null
  const parts: RefundPart[] = []
  let left = amount
  for (const card of [...cards].reverse()) {
    const room = card.paid - card.refunded
    if (room <= 0 || left === 0) continue
    const take = Math.min(room, left)
    parts.push({ destination: 'giftCard', cardId: card.cardId, amount: take })
    left -= take
  }
  if (left === 0) return parts
  const room = provider ? provider.paid - provider.refunded : 0
  if (room < left) return null
  parts.push(
    refundTo === 'giftCard' || !provider
      ? { destination: 'newGiftCard', amount: left }
      : { destination: 'provider', paymentId: provider.paymentId, amount: left },
  )
  return parts
}
