/**
 * A gift card's ledger (docs/gift-cards.md#ledger): every change of its balance is one entry.
 * `issue` (+value) when it is sold or given as a refund; `redemption` (−amount) when an order spends
 * it, first `held` while the order waits for payment, then `settled` when the order is confirmed or
 * `released` (the amount back on the card) when it is not; `refund` (+amount) when money of a
 * cancelled order goes back to the card; `adjustment` (±amount) by staff, always with a reason.
 */
export const entryKinds = ['issue', 'redemption', 'refund', 'adjustment'] as const
export type EntryKind = (typeof entryKinds)[number]

export const redemptionStates = ['held', 'settled', 'released'] as const
export type RedemptionState = (typeof redemptionStates)[number]

/** Where a card came from: sold in the shop, given as a refund, or made by staff. */
export const cardOrigins = ['sale', 'refund', 'staff'] as const
export type CardOrigin = (typeof cardOrigins)[number]
