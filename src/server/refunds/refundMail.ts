import 'server-only'
/**
 * The mails of a cancellation or refund (docs/refunds.md#cancelling), in the order's language: what
 * was cancelled and where the money goes, and each new gift card given as a refund, with its PDF.
 */
import { giftCardsOfRefund } from '@/server/db/giftCardStore'
import { cancellationEmail } from '@/server/mail/cancellationEmail'
import { giftCardEmail } from '@/server/mail/giftCardEmail'
import { siteUrlIn } from '@/server/orders/orderMail'
import { orderView } from '@/server/orders/orderView'
import { loadSeller } from '@/server/orders/shopSettings'
import type { RefundDeps } from './refunds'

export async function mailCancellation(deps: RefundDeps, orderId: number, cancelledLineIds: string[], newCards: number[]) {
  const view = await orderView(deps.db, orderId, await loadSeller())
  if (!view) return
  const siteUrl = siteUrlIn(deps.siteUrl, view.locale)
  if (cancelledLineIds.length > 0) await deps.sendMail(cancellationEmail(view, cancelledLineIds, siteUrl))
  for (const card of await giftCardsOfRefund(deps.db, newCards)) {
    const issued = { code: card.code, value: card.value, recipientName: card.recipientName, validUntil: card.validUntil }
    await deps.sendMail(await giftCardEmail(view, issued, card.recipientEmail, null, siteUrl, null, 'refund'))
  }
}
