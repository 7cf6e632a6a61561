import 'server-only'
/**
 * Every ORDER_SWEEP_SECONDS in every app process (safe to run in many): expires pending orders whose
 * hold ran out, asking the payment provider first about those whose buyer opened the terminal;
 * asks again about payments of expired orders; and sends order mail that is overdue.
 */
import { defaultLocale } from '@/domain/locale'
import { env } from '@/server/env'
import { orderDeps } from './deps'
import { expireStaleOrders } from './expireOrders'
import { sendOverdueMail } from './orderMail'
import { recheckLatePayments, reconcileStaleOrders } from './reconcile'

async function sweep(intervalMs: number) {
  const now = new Date()
  const deps = await orderDeps(defaultLocale, { host: '', clientKey: 'sweeper' })
  await expireStaleOrders({ db: deps.db, now })
  await reconcileStaleOrders(deps, now)
  // A lost payment is asked about again every five sweeps, not every time.
  await recheckLatePayments(deps, now, 5 * intervalMs)
  await sendOverdueMail(deps, now)
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
