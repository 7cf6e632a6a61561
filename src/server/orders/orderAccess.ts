import 'server-only'
/**
 * Whose order it is (docs/refunds.md#cancelling): the signed-in customer's whose verified e-mail is
 * the order's, or anyone who brings a token the order's own links carry. Any other order is "not
 * found", so nobody learns which order numbers exist.
 */
import type { CancellationQuery } from '@/domain/checkout/api'
import { customerById } from '@/server/db/customerStore'
import { findOrder, orderIdByNumber, type OrderRow } from '@/server/db/orderStore'
import type { SqlPort } from '@/server/db/sqlPort'
import type { ServiceResult } from '@/server/http/serviceResult'

export type OrderAccessDeps = { db: SqlPort; customerId: number | null; secret: string }
export type Refusal = ServiceResult<never, 401 | 404>

/** `tokenValid`: which tokens open the order (the cancellation link's, the calendar link's). */
export async function ownOrder(
  deps: OrderAccessDeps,
  query: CancellationQuery,
  tokenValid: (secret: string, orderNumber: string, token: string) => boolean,
): Promise<OrderRow | Refusal> {
  if (!query.token && deps.customerId === null) return { ok: false, status: 401, message: 'signInOrLink' }
  const id = await orderIdByNumber(deps.db, query.orderNumber)
  const order = id === null ? null : await findOrder(deps.db, id)
  const notFound = { ok: false as const, status: 404 as const, message: 'orderNotFound' }
  if (!order) return notFound
  if (query.token) return tokenValid(deps.secret, order.orderNumber, query.token) ? order : notFound
  const customer = await customerById(deps.db, deps.customerId!)
  return customer?.isEmailVerified && customer.email.trim().toLowerCase() === order.contact.email ? order : notFound
}

export const isRefusal = (v: OrderRow | Refusal): v is Refusal => 'ok' in v
