import 'server-only'
/** The mails of a cancellation: a new gift card goes to the customer like any card (docs/refunds.md#refunds). */
import { giftCardsOfRefund } from '@/server/db/giftCardStore'
import { giftCardEmail } from '@/server/mail/giftCardEmail'
import { orderView } from '@/server/orders/orderView'
import { loadSeller } from '@/server/orders/shopSettings'
import type { RefundDeps } from './refunds'

export async function mailCancellation(deps: RefundDeps, orderId: number, _cancelledLineIds: string[], newCards: number[]) {
  if (newCards.length === 0) return
  const view = await orderView(deps.db, orderId, await loadSeller())
  if (!view) return
  for (const card of await giftCardsOfRefund(deps.db, newCards)) {
    await deps.sendMail(giftCardEmail(view, { code: card.code, value: card.value, recipientName: card.recipientName }, card.recipientEmail, null, deps.siteUrl))
  }
}
