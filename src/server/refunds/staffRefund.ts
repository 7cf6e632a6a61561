import 'server-only'
/**
 * Staff refunds (docs/refunds.md#staff): one action refunds a `refund_due` order's payment, or lines
 * of a sold order, in full or in part, always with a reason; optionally the lines are cancelled too,
 * so their inventory goes back on sale. The form's idempotency key makes a double submit one refund.
 */
import type { Cents } from '@/domain/catalogue'
import { localeFromIso } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import { staffText } from '@/i18n/admin/staffActions'
import { appendEvent, findOrder, refundOnLine, swapStatus, type OrderRow } from '@/server/db/orderStore'
import { paidPayment } from '@/server/db/paymentStore'
import { refundedOfPayment, refundsWithKeyPrefix } from '@/server/db/refundStore'
import { isUniqueViolation } from '@/server/db/sqlPort'
import type { ServiceResult } from '@/server/http/serviceResult'
import { afterRefunds } from './afterRefunds'
import { cancelOrderLines, lockOrder, OrderChanged, planRefund } from './cancelLines'
import { recordRefunds, type RefundDeps } from './refunds'

export type StaffRefundInput = {
  orderId: number
  /** The lines refunded (a sold order); empty: every line not yet fully refunded. */
  lineIds: string[]
  /** Cents; absent: everything still refundable of the lines (or of a refund_due payment). */
  amount?: Cents
  reason: string
  cancelLines: boolean
  refundTo: 'original' | 'giftCard'
  key: string
  staffId: number
  /** The admin's language: refusals are read by the staff member who acted. */
  language: string
}

type Result = ServiceResult<{ refunds: number }, 400 | 404 | 409>
const refuse = (status: 400 | 404 | 409, message: string): Result => ({ ok: false, status, message })

/** Each line's share of `amount`, in the lines' order, never more than is left of a line. */
function shares(lines: OrderRow['lines'], amount: Cents): Map<string, Cents> {
  const out = new Map<string, Cents>()
  let left = amount
  for (const line of lines) {
    const share = Math.min(line.total - line.refunded, left)
    out.set(line.id, share)
    left -= share
  }
  return out
}

export async function staffRefund(deps: RefundDeps, input: StaffRefundInput): Promise<Result> {
  const say = (key: Parameters<typeof staffText>[1], values?: Record<string, string>) => staffText(input.language, key, values)
  const euros = (cents: Cents) => formatPrice(cents, localeFromIso(input.language))
  if (input.reason.trim() === '') return refuse(400, say('reasonRequired'))
  const repeated = async () => {
    const earlier = await refundsWithKeyPrefix(deps.db, `staff:${input.key}`)
    return earlier.length > 0 ? { ok: true as const, value: { refunds: earlier.length } } : null
  }
  const repeat = await repeated()
  if (repeat) return repeat
  if (!(await findOrder(deps.db, input.orderId))) return refuse(404, say('noSuchOrder'))
  try {
    const done = await deps.db.transaction(async (tx) => {
      const now = new Date()
      const order = await lockOrder(tx, deps.db, input.orderId)
      const request = { key: `staff:${input.key}`, requestedBy: 'staff' as const, staffId: input.staffId, reason: input.reason.trim() }
      if (order.status === 'refund_due') {
        const payment = await paidPayment(tx, order.id)
        const room = payment ? payment.amount - (await refundedOfPayment(tx, payment.id)) : 0
        const amount = input.amount ?? room
        if (amount <= 0 || amount > room) return refuse(409, say('atMost', { amount: euros(room) }))
        const parts = await planRefund(tx, order, amount, input.refundTo)
        if (!parts) return refuse(409, say('notPaidThatMuch'))
        const recorded = await recordRefunds(tx, deps, order, parts, { ...request, lines: [] }, now)
        if (amount === room && (await swapStatus(tx, order.id, 'refund_due', 'refunded', now))) {
          await appendEvent(tx, order.id, 'refundStarted', { from: 'refund_due', to: 'refunded' }, null, now)
        }
        return { recorded, parts: parts.length, cancelled: [] as string[] }
      }
      // A refunded order (every line cancelled) may still have money left to send back for its lines.
      if (order.status !== 'confirmed' && order.status !== 'refunded') return refuse(409, say('nothingToRefund', { state: order.status }))
      const chosen = order.lines.filter((l) => (input.lineIds.length === 0 ? true : input.lineIds.includes(l.id)) && l.total - l.refunded > 0)
      if (input.lineIds.some((id) => !order.lines.some((l) => l.id === id))) return refuse(400, say('noSuchLine'))
      const room = chosen.reduce((sum, l) => sum + l.total - l.refunded, 0)
      const amount = input.amount ?? room
      if (amount <= 0 || amount > room) return refuse(409, say('atMost', { amount: euros(room) }))
      const parts = await planRefund(tx, order, amount, input.refundTo)
      if (!parts) return refuse(409, say('notPaidThatMuch'))
      const split = shares(chosen, amount)
      // Lines cancelled now take their share as they are cancelled; the others (kept, or cancelled earlier) add it to what was refunded.
      const toCancel = new Map(input.cancelLines ? chosen.filter((l) => !l.cancelledAt).map((l) => [l.id, split.get(l.id) ?? 0]) : [])
      if (toCancel.size > 0) await cancelOrderLines(tx, order, toCancel, request, now)
      for (const [lineId, share] of split) {
        if (!toCancel.has(lineId) && share > 0 && !(await refundOnLine(tx, order.id, lineId, share))) throw new OrderChanged()
      }
      const lines = [...split].filter(([, a]) => a > 0).map(([lineId, a]) => ({ lineId, amount: a }))
      const recorded = await recordRefunds(tx, deps, order, parts, { ...request, lines }, now)
      return { recorded, parts: parts.length, cancelled: [...toCancel.keys()] }
    })
    if ('ok' in done) return done
    await afterRefunds(deps, input.orderId, done.recorded, done.cancelled)
    return { ok: true, value: { refunds: done.parts } }
  } catch (error) {
    if (error instanceof OrderChanged) return refuse(409, say('orderChanged'))
    // The same form sent twice at once: the other request recorded it; answer as it did.
    if (isUniqueViolation(error)) {
      const other = await repeated()
      if (other) return other
    }
    throw error
  }
}
