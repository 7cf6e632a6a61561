import 'server-only'
/**
 * What an order that will not be paid gives back, inside the transaction that ends it: its held
 * inventory, its discount-code use and the amounts held on gift cards.
 */
import { releaseHeld } from '@/server/db/allocationStore'
import { giveBackDiscountUse } from '@/server/db/discountCodeStore'
import { releaseCardHolds } from '@/server/db/giftCardStore'
import type { SqlTx } from '@/server/db/sqlPort'

export async function giveBack(tx: SqlTx, order: { id: number; holdRef: string; promoCode: string | null }, now: Date) {
  await releaseHeld(tx, order.holdRef)
  if (order.promoCode) await giveBackDiscountUse(tx, order.promoCode)
  await releaseCardHolds(tx, order.id, now)
}
