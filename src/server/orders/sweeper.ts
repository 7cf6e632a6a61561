import 'server-only'
/** Expires pending orders whose hold ran out, once a minute in every app process (safe to run in many). */
import { sql } from '@/server/db'
import { expireStaleOrders } from './expireOrders'

const intervalMs = 60_000

export function startOrderSweeper() {
  const timer = setInterval(() => {
    expireStaleOrders({ db: sql(), now: new Date() }).catch((error) => console.error('[orders] expiring stale orders failed', error))
  }, intervalMs)
  timer.unref()
}
