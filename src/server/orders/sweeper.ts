import 'server-only'
/**
 * Every ORDER_SWEEP_SECONDS in every app process (safe to run in many): expires pending orders whose
 * hold ran out, asking the payment provider first about those whose buyer opened the terminal;
 * asks again about payments of expired orders; sends again the refunds whose answer was lost; sends
 * order mail that is overdue; and hourly writes the apartments' own time again
 * (docs/homeowner.md#nights-in-the-allocation-table).
 */
import { randomBytes } from 'node:crypto'
import { sql } from '@/server/db'
import { env } from '@/server/env'
import { resyncAllOwnTime } from '@/server/homeowner/ownTime'
import { sendMail } from '@/server/mail/sendMail'
import { paymentProvider } from '@/server/payment'
import { resendUnansweredRefunds } from '@/server/refunds/refunds'
import { expireStaleOrders } from './expireOrders'
import { sendOverdueMail } from './orderMail'
import { recheckLatePayments, reconcileStaleOrders } from './reconcile'

const ownTimeEveryMs = 3600_000
let ownTimeSyncedAt = 0

async function sweep(intervalMs: number) {
  const now = new Date()
  // Plain SQL, the provider and the mail transport only: Payload is never started here (shopSettings.ts).
  const siteUrl = env().publicUrl
  const deps = {
    db: sql(),
    provider: paymentProvider(),
    random: (bytes: number) => randomBytes(bytes),
    sendMail,
    siteUrl,
    callbackBase: new URL(siteUrl).origin,
  }
  await expireStaleOrders({ db: deps.db, now })
  await reconcileStaleOrders(deps, now)
  // A lost payment is asked about again every five sweeps, not every time.
  await recheckLatePayments(deps, now, 5 * intervalMs)
  // Well after its answer should have come, so a refund still on its way is not sent twice at once.
  await resendUnansweredRefunds(deps, now, 5 * intervalMs)
  await sendOverdueMail(deps, now)
  if (now.getTime() - ownTimeSyncedAt >= ownTimeEveryMs) {
    ownTimeSyncedAt = now.getTime()
    await resyncAllOwnTime(deps.db, now)
  }
}

export function startOrderSweeper() {
  const intervalMs = env().ORDER_SWEEP_SECONDS * 1000
  let running = false
  const timer = setInterval(() => {
    // One sweep at a time: a slow provider must not pile sweeps up.
    if (running) return
    running = true
    sweep(intervalMs)
      .catch((error) => console.error('[orders] the sweep failed', error))
      .finally(() => (running = false))
  }, intervalMs)
  timer.unref()
}
