import 'server-only'
/**
 * The confirmation and gift card e-mails of a confirmed order. The confirming transaction records
 * that mail is due; a send that succeeds records that it was sent. A process that dies in between, or
 * an SMTP server that is down, leaves the mail due, and the sweeper sends it later.
 */
import { designImage } from '@/server/mail/designImage'
import { sendOrderEmails } from '@/server/mail/sendOrderEmails'
import { mediaFileOf } from '@/server/db/mediaStore'
import { env } from '@/server/env'
import type { SqlTx } from '@/server/db/sqlPort'
import { giftCardsOf } from '@/server/db/giftCardStore'
import { appendEvent, claimOrderMail, ordersWithMailDue } from '@/server/db/orderStore'
import type { SettleDeps } from './orderDeps'
import { orderView } from './orderView'
import { loadSeller } from './shopSettings'

export type MailDeps = Pick<SettleDeps, 'db' | 'sendMail' | 'siteUrl'>

/** Inside the confirming transaction. */
export const markMailDue = (tx: SqlTx, orderId: number, now: Date) => appendEvent(tx, orderId, 'mailDue', null, null, now)

export async function sendOrderMail(deps: MailDeps, orderId: number): Promise<boolean> {
  const view = await orderView(deps.db, orderId, await loadSeller())
  if (!view) return false
  const cards = await giftCardsOf(deps.db, orderId)
  const recipients = {
    giftCards: cards.map((c) => ({ code: c.code, email: c.recipientEmail, message: c.message, validUntil: c.validUntil, designId: c.designId })),
  }
  try {
    const sent = await sendOrderEmails(deps.sendMail, view, recipients, siteUrlIn(deps.siteUrl, view.locale), {
      designImage: (id) => designImage((mediaId) => mediaFileOf(deps.db, mediaId), env().mediaDir, id),
    })
    if (sent === 0) return false
    await deps.db.transaction((tx) => appendEvent(tx, orderId, 'mailSent', null, { messages: sent }, new Date()))
    return true
  } catch (error) {
    console.error('[orders] order e-mails failed', error)
    return false
  }
}

/** The site's address in the order's language, for the mails' links. */
export const siteUrlIn = (siteUrl: string, locale: string) => (locale === 'fi' ? siteUrl : `${siteUrl}/${locale}`)

/** A claim on overdue mail outlasts any send; after it, a process that stopped mid-send is assumed gone. */
const claimLapseMs = 10 * 60_000

/**
 * Sends what has been due for over two minutes (the request that confirmed the order normally sent it
 * at once). Every process sweeps, so each order's mail is claimed first: only one of them sends it.
 */
export async function sendOverdueMail(deps: MailDeps, now: Date): Promise<number> {
  let sent = 0
  const liveClaims = new Date(now.getTime() - claimLapseMs)
  for (const orderId of await ordersWithMailDue(deps.db, new Date(now.getTime() - 120_000), liveClaims)) {
    if ((await claimOrderMail(deps.db, orderId, now, liveClaims)) && (await sendOrderMail(deps, orderId))) sent++
  }
  return sent
}
