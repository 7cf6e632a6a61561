import 'server-only'
/**
 * Once a minute in every app process (safe to run in many): expires pending orders whose hold ran
 * out and sends order mail that is overdue.
 */
import { sql } from '@/server/db'
import { env } from '@/server/env'
import { expireStaleOrders } from './expireOrders'
import { sendOverdueMail } from './orderMail'

const intervalMs = 60_000

export function startOrderSweeper() {
  const timer = setInterval(() => {
    const now = new Date()
    expireStaleOrders({ db: sql(), now }).catch((error) => console.error('[orders] expiring stale orders failed', error))
    // Payload (for its mail adapter) is loaded only when there is mail to send.
    const sendMail = async (message: { to: string; subject: string; html: string; text: string }) => (await (await import('@/server/payload')).getPayloadClient()).sendEmail(message)
    sendOverdueMail({ db: sql(), sendMail, siteUrl: env().publicUrl }, now).catch((error) => console.error('[orders] sending overdue mail failed', error))
  }, intervalMs)
  timer.unref()
}
