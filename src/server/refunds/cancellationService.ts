import 'server-only'
/**
 * Self-service cancellation (docs/refunds.md#cancelling, docs/api.md#cancellation). The order is
 * the caller's when the signed-in customer's verified e-mail is the order's, or when the caller
 * brings the signed token of the confirmation e-mail's link. Every chosen line must be cancellable
 * now, or nothing is cancelled.
 */
import type { CancelRequest, CancellationQuery, CancellationResponse } from '@/domain/checkout/api'
import { whyNotCancellable } from '@/domain/orders/cancellation'
import { refundsWithKeyPrefix } from '@/server/db/refundStore'
import type { ServiceResult } from '@/server/http/serviceResult'
import { cancelTokenValid } from '@/server/orders/cancelToken'
import { isRefusal, ownOrder } from '@/server/orders/orderAccess'
import { orderView } from '@/server/orders/orderView'
import { loadSeller } from '@/server/orders/shopSettings'
import { cancelOrderLines, lockOrder, OrderChanged, planRefund } from './cancelLines'
import { afterRefunds } from './afterRefunds'
import { recordRefunds, type RefundDeps } from './refunds'

export type CancellationDeps = RefundDeps & { now: Date; customerId: number | null; secret: string }

type Result<T> = ServiceResult<T, 400 | 401 | 404 | 409>

const ownCancellableOrder = (deps: CancellationDeps, query: CancellationQuery) => ownOrder(deps, query, cancelTokenValid)

async function answer(deps: CancellationDeps, orderId: number): Promise<Result<CancellationResponse>> {
  const view = await orderView(deps.db, orderId, await loadSeller(), new Date())
  return view ? { ok: true, value: { order: view } } : { ok: false, status: 404, message: 'orderNotFound' }
}

export async function cancellationView(deps: CancellationDeps, query: CancellationQuery): Promise<Result<CancellationResponse>> {
  const order = await ownCancellableOrder(deps, query)
  return isRefusal(order) ? order : answer(deps, order.id)
}

export async function cancelBooking(deps: CancellationDeps, request: CancelRequest): Promise<Result<CancellationResponse>> {
  const order = await ownCancellableOrder(deps, request)
  if (isRefusal(order)) return order
  const lineIds = [...new Set(request.lineIds)].sort()
  const key = `cancel:${order.id}:${lineIds.join(',')}`
  // The same request again (a double click, a retried call): its refunds are there, answer as before.
  if (lineIds.every((id) => order.lines.find((l) => l.id === id)?.cancelledAt) && (await refundsWithKeyPrefix(deps.db, key)).length > 0)
    return answer(deps, order.id)
  const unknown = lineIds.find((id) => !order.lines.some((l) => l.id === id))
  if (unknown) return { ok: false, status: 400, message: `unknownLine:${unknown}`, field: 'lineIds' }
  try {
    const recorded = await deps.db.transaction(async (tx) => {
      const now = new Date()
      const current = await lockOrder(tx, deps.db, order.id)
      const lines = current.lines.filter((l) => lineIds.includes(l.id))
      const refused = current.status === 'confirmed' ? lines.find((l) => whyNotCancellable(l, now) !== null) : lines[0]
      if (refused) throw new NotCancellable(refused.id)
      const shares = new Map(lines.map((l) => [l.id, l.total - l.refunded]))
      const amount = [...shares.values()].reduce((a, b) => a + b, 0)
      const parts = amount > 0 ? await planRefund(tx, current, amount, request.refundTo) : []
      if (!parts) throw new Error(`order ${current.orderNumber}: its payments do not cover a refund of ${amount}`)
      await cancelOrderLines(tx, current, shares, { requestedBy: 'customer', staffId: null }, now)
      const refundLines = lines.map((l) => ({ lineId: l.id, amount: shares.get(l.id)! }))
      return recordRefunds(tx, deps, current, parts, { key, lines: refundLines, requestedBy: 'customer', staffId: null, reason: null }, now)
    })
    await afterRefunds(deps, order.id, recorded, lineIds)
    return answer(deps, order.id)
  } catch (error) {
    if (error instanceof NotCancellable) return { ok: false, status: 409, message: `notCancellable:${error.lineId}`, field: 'lineIds' }
    if (error instanceof OrderChanged) return { ok: false, status: 409, message: 'orderChanged' }
    throw error
  }
}

class NotCancellable extends Error {
  constructor(readonly lineId: string) {
    super(`line ${lineId} cannot be cancelled`)
  }
}
