/**
 * Paying with gift cards (docs/gift-cards.md#redeeming). A card is a means of payment, not a
 * discount: the order's lines and VAT stay as they are, and the cards pay the total in the order
 * they were entered, each as much as it holds, until nothing is left to pay. What remains is asked
 * from the payment terminal; when nothing remains, the terminal is skipped.
 */
import type { Cents, IsoDate } from '../catalogue'
import type { GiftCardCodeResult } from '../checkout/api'

/** At most this many cards in one order: enough for a family's drawer of cards, too few to make an order a guessing tool. */
export const maxGiftCardsPerOrder = 5

/** A card as found by its code: null when no card has the code. */
export type FoundCard = { code: string; balance: Cents; lastDay: IsoDate } | null

/**
 * Gift card codes are stored and shown in groups of four (`ABCD-EFGH-…`); people type them in any
 * case, with or without spaces and dashes. This is the stored form of what was typed.
 */
export const normalizeGiftCardCode = (code: string) =>
  (
    code
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .match(/.{1,4}/g) ?? []
  ).join('-')

/**
 * What each entered card pays of `total`, in the order entered. `found` answers each normalized
 * code (called once per distinct code); `today` is the Helsinki day.
 */
export function payWithCards(total: Cents, entered: { code: string; card: FoundCard }[], today: IsoDate): GiftCardCodeResult[] {
  let left = total
  const seen = new Set<string>()
  return entered.map(({ code, card }) => {
    const none = (status: GiftCardCodeResult['status']): GiftCardCodeResult => ({
      code,
      status,
      amount: 0,
      balanceAfter: card && status !== 'unknown' ? card.balance : null,
      expiresAt: card?.lastDay ?? null,
    })
    if (seen.has(code)) return none('duplicate')
    seen.add(code)
    if (!card) return none('unknown')
    if (card.lastDay < today) return none('expired')
    if (card.balance <= 0) return none('empty')
    if (left === 0) return none('notNeeded')
    const amount = Math.min(card.balance, left)
    left -= amount
    return { code, status: 'applied', amount, balanceAfter: card.balance - amount, expiresAt: card.lastDay }
  })
}

export const giftCardTotalOf = (results: GiftCardCodeResult[]): Cents => results.reduce((sum, r) => sum + r.amount, 0)

/**
 * The lines' amounts as the payment provider is told them when cards paid part: the cards' share
 * comes off the first lines first, so the items still add up to what the terminal charges and each
 * keeps its own VAT rate.
 */
export function lessGiftCards(amounts: Cents[], giftCardTotal: Cents): Cents[] {
  let left = giftCardTotal
  return amounts.map((amount) => {
    const off = Math.min(amount, left)
    left -= off
    return amount - off
  })
}

/** A card's code as an order shows it: only its last four characters. */
export const maskedCode = (code: string) => `•••• ${code.replace(/[^A-Za-z0-9]/g, '').slice(-4)}`
