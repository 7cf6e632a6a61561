import 'server-only'
/**
 * The confirmation and gift card e-mails of a confirmed order. The confirming transaction records
 * that mail is due; a send that succeeds records that it was sent. A process that dies in between, or
 * an SMTP server that is down, leaves the mail due, and the sweeper sends it later.
 */
import { sendOrderEmails } from '@/server/mail/sendOrderEmails'
import type { SqlPort, SqlTx } from '@/server/db/sqlPort'
import type { SettleDeps } from './orderDeps'
import { appendEvent, giftCardsOf } from './orderStore'
import { orderView } from './orderView'
import { loadSeller } from './shopSettings'

export type MailDeps = Pick<SettleDeps, 'db' | 'sendMail' | 'siteUrl'>

/** Inside the confirming transaction. */
export const markMailDue = (tx: SqlTx, orderId: number, now: Date) => appendEvent(tx, orderId, 'mailDue', null, null, now)

export async function sendOrderMail(deps: MailDeps, orderId: number): Promise<boolean> {
  const view = await orderView(deps.db, orderId, await loadSeller())
  if (!view) return false
  const cards = await giftCardsOf(deps.db, orderId)
  const recipients = { giftCards: cards.map((c) => ({ code: c.code, email: c.recipientEmail, message: c.message })) }
  try {
    const sent = await sendOrderEmails(deps.sendMail, view, recipients, view.locale === 'fi' ? deps.siteUrl : `${deps.siteUrl}/${view.locale}`)
    if (sent === 0) return false
    await deps.db.transaction((tx) => appendEvent(tx, orderId, 'mailSent', null, { messages: sent }, new Date()))
    return true
  } catch (error) {
    console.error('[orders] order e-mails failed', error)
    return false
  }
}

/** Orders whose mail has been due for a while without being sent. */
async function overdue(db: SqlPort, before: Date): Promise<number[]> {
  const rows = await db.query<{ order_id: number }>(
    `SELECT due.order_id FROM order_events due WHERE due.type = 'mailDue' AND due.created_at <= ?
       AND NOT EXISTS (SELECT 1 FROM order_events sent WHERE sent.order_id = due.order_id AND sent.type = 'mailSent')
     ORDER BY due.id LIMIT 20`,
    [before.toISOString()],
  )
  return rows.map((r) => Number(r.order_id))
}

/** Sends what has been due for over two minutes (the request that confirmed the order normally sent it at once). */
export async function sendOverdueMail(deps: MailDeps, now: Date): Promise<number> {
  let sent = 0
  for (const orderId of await overdue(deps.db, new Date(now.getTime() - 120_000))) if (await sendOrderMail(deps, orderId)) sent++
  return sent
}
