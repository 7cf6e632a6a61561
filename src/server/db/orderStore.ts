import 'server-only'
/**
 * Orders, their lines and events in the tables of the Orders collections, written with plain SQL
 * inside the caller's transaction so a status change is a compare-and-swap and the event that
 * explains it lands with it. Payments, discount codes and gift cards have stores of their own.
 */
import { randomBytes } from 'node:crypto'
import type { Guest } from '@/domain/cart/cartLine'
import type { RatePlanCode } from '@/domain/catalogue'
import type { CancelPolicy } from '@/domain/orders/cancellation'
import type { OrderState } from '@/domain/orders/orderState'
import type { VatRow } from '@/domain/orders/totals'
import type { CustomerOrderSummary } from '@/domain/accounts/api'
import { extendHeld } from './allocationStore'
import { iso, json, num, optStr, str } from './rows'
import { lockKeys, type SqlPort, type SqlTx } from './sqlPort'
import { arrayRow, insertInto, orderEvents, orderLines, orders, placeholders, update } from './tables'

export type NewOrderLine = {
  productCode: string
  title: string
  type: string
  from: string | null
  to: string | null
  dateTime: string | null
  quantity: number
  unitPrice: number
  /** The price without the member price, when the line was sold at a member price (docs/shop.md#member-prices); else null. */
  normalUnitPrice: number | null
  discount: number
  total: number
  taxBasisPoints: number
  guests: Guest[]
  metadata: Record<string, unknown>
  /** A stay's rate as the server found the offer (never the client's word); null for anything else. */
  ratePlan: RatePlanCode | null
  /** The cancellation policy it was sold under (docs/refunds.md#cancellation-policy). */
  cancelPolicy: CancelPolicy
  cancelUntil: string | null
  /** The allocation rows it holds, released when it is cancelled. */
  allocations: { resource: string; slot: string }[]
}

/** A line as stored: with its id, and whether it was cancelled and how much of it was refunded. */
export type OrderLineRow = NewOrderLine & { id: string; cancelledAt: string | null; refunded: number }

export type NewOrder = {
  orderNumber: string
  locale: string
  holdExpiresAt: Date
  /** Reference of the allocation rows held for the order, and how many there are. */
  holdRef: string
  heldSlots: number
  termsAcceptedAt: Date
  /** Who placed it, for the limits on unpaid orders: the client, and a digest of the browser's cookie. */
  clientKey: string
  browserRef: string | null
  contact: { firstName: string; lastName: string; email: string; phoneNumber: string; address: string; zipCode: string; city: string }
  additionalInformation: string
  marketing: boolean
  promoCode: string | null
  totalWithTax: number
  totalWithoutTax: number
  taxAmount: number
  discount: number
  /** What gift cards pay of totalWithTax; the rest is asked from the payment provider. */
  giftCardTotal: number
  vat: VatRow[]
  lines: NewOrderLine[]
}

export type OrderRow = Omit<NewOrder, 'holdExpiresAt' | 'termsAcceptedAt' | 'lines' | 'clientKey' | 'browserRef'> & {
  id: number
  status: OrderState
  holdExpiresAt: string | null
  paymentMethod: string | null
  createdAt: string
  lines: OrderLineRow[]
}

const lineId = () => randomBytes(12).toString('hex')

export async function insertOrder(tx: SqlTx, order: NewOrder, now: Date): Promise<number> {
  const at = now.toISOString()
  const c = order.contact
  const columns = [
    'order_number',
    'status',
    'locale',
    'hold_expires_at',
    'hold_ref',
    'held_slots',
    'terms_accepted_at',
    'client_key',
    'browser_ref',
    'first_name',
    'last_name',
    'email',
    'phone_number',
    'address',
    'zip_code',
    'city',
    'additional_information',
    'marketing',
    'promo_code',
    'total_with_tax',
    'total_without_tax',
    'tax_amount',
    'discount',
    'gift_card_total',
    'vat',
    'updated_at',
    'created_at',
  ] as const
  const [row] = await tx.query<{ id: number }>(`${insertInto(orders, columns)} RETURNING id`, [
    order.orderNumber,
    'pending_payment',
    order.locale,
    order.holdExpiresAt.toISOString(),
    order.holdRef,
    order.heldSlots,
    order.termsAcceptedAt.toISOString(),
    order.clientKey,
    order.browserRef,
    c.firstName,
    c.lastName,
    c.email.trim().toLowerCase(),
    c.phoneNumber,
    c.address,
    c.zipCode,
    c.city,
    order.additionalInformation,
    order.marketing ? 1 : 0,
    order.promoCode,
    order.totalWithTax,
    order.totalWithoutTax,
    order.taxAmount,
    order.discount,
    order.giftCardTotal,
    JSON.stringify(order.vat),
    at,
    at,
  ])
  const id = Number(row!.id)
  const lineColumns = [
    arrayRow.order,
    arrayRow.parent,
    'id',
    'product_code',
    'title',
    'type',
    'from',
    'to',
    'date_time',
    'quantity',
    'unit_price',
    'normal_unit_price',
    'discount',
    'total',
    'tax_basis_points',
    'rate_plan',
    'cancel_policy',
    'cancel_until',
    'guests',
    'metadata',
    'allocations',
  ] as const
  for (const [i, l] of order.lines.entries()) {
    await tx.query(insertInto(orderLines, lineColumns), [
      i + 1,
      id,
      lineId(),
      l.productCode,
      l.title,
      l.type,
      l.from,
      l.to,
      l.dateTime,
      l.quantity,
      l.unitPrice,
      l.normalUnitPrice,
      l.discount,
      l.total,
      l.taxBasisPoints,
      l.ratePlan,
      l.cancelPolicy,
      l.cancelUntil,
      JSON.stringify(l.guests),
      JSON.stringify(l.metadata),
      JSON.stringify(l.allocations),
    ])
  }
  return id
}

export async function appendEvent(tx: SqlTx, orderId: number, type: string, change: { from?: string; to?: string } | null, data: unknown, now: Date) {
  const at = now.toISOString()
  await tx.query(insertInto(orderEvents, ['order_id', 'type', 'from_status', 'to_status', 'data', 'updated_at', 'created_at']), [
    orderId,
    type,
    change?.from ?? null,
    change?.to ?? null,
    data === undefined ? null : JSON.stringify(data),
    at,
    at,
  ])
}

/** Moves the order from `from` to `to` only if it is still in `from`; false when someone else moved it first. */
export async function swapStatus(tx: SqlTx, orderId: number, from: OrderState, to: OrderState, now: Date): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(`${update(orders, ['status', 'updated_at'])} WHERE id = ? AND status = ? RETURNING id`, [
    to,
    now.toISOString(),
    orderId,
    from,
  ])
  return rows.length === 1
}

/** Expires a pending order whose hold has run out; false when it was no longer pending, or its hold was extended meanwhile. */
export async function expireLapsed(tx: SqlTx, orderId: number, now: Date): Promise<boolean> {
  const at = now.toISOString()
  const rows = await tx.query<{ id: number }>(
    `${update(orders, { status: "'expired'", updated_at: '?' })} WHERE id = ? AND status = 'pending_payment' AND hold_expires_at <= ? RETURNING id`,
    [at, orderId, at],
  )
  return rows.length === 1
}

export async function setPaymentMethod(tx: SqlTx, orderId: number, method: string | null) {
  if (method) await tx.query(`${update(orders, ['payment_method'])} WHERE id = ?`, [method, orderId])
}

const ratePlanOf = (v: unknown): RatePlanCode | null => (v === 'freeCancellation' || v === 'nonRefundable' ? v : null)

function toOrder(r: Record<string, unknown>, lines: Record<string, unknown>[]): OrderRow {
  return {
    id: num(r.id),
    orderNumber: str(r.order_number),
    status: str(r.status) as OrderState,
    locale: str(r.locale),
    holdExpiresAt: iso(r.hold_expires_at),
    holdRef: str(r.hold_ref),
    heldSlots: num(r.held_slots),
    contact: {
      firstName: str(r.first_name),
      lastName: str(r.last_name),
      email: str(r.email),
      phoneNumber: str(r.phone_number),
      address: str(r.address),
      zipCode: str(r.zip_code),
      city: str(r.city),
    },
    additionalInformation: str(r.additional_information),
    marketing: Boolean(num(r.marketing)),
    promoCode: optStr(r.promo_code),
    totalWithTax: num(r.total_with_tax),
    totalWithoutTax: num(r.total_without_tax),
    taxAmount: num(r.tax_amount),
    discount: num(r.discount),
    giftCardTotal: num(r.gift_card_total),
    vat: json<VatRow[]>(r.vat, []),
    paymentMethod: optStr(r.payment_method),
    createdAt: iso(r.created_at) ?? '',
    lines: lines.map((l) => ({
      id: str(l.id),
      productCode: str(l.product_code),
      title: str(l.title),
      type: str(l.type),
      from: optStr(l.from),
      to: optStr(l.to),
      dateTime: optStr(l.date_time),
      quantity: num(l.quantity),
      unitPrice: num(l.unit_price),
      normalUnitPrice: l.normal_unit_price === null || l.normal_unit_price === undefined ? null : num(l.normal_unit_price),
      discount: num(l.discount),
      total: num(l.total),
      taxBasisPoints: num(l.tax_basis_points),
      guests: json<Guest[]>(l.guests, []),
      metadata: json<Record<string, unknown>>(l.metadata, {}),
      ratePlan: ratePlanOf(l.rate_plan),
      cancelPolicy: (optStr(l.cancel_policy) ?? 'notOnline') as CancelPolicy,
      cancelUntil: iso(l.cancel_until),
      cancelledAt: iso(l.cancelled_at),
      refunded: num(l.refunded),
      allocations: json<{ resource: string; slot: string }[]>(l.allocations, []),
    })),
  }
}

export async function findOrder(tx: SqlTx, id: number): Promise<OrderRow | null> {
  const [row] = await tx.query('SELECT * FROM orders WHERE id = ?', [id])
  if (!row) return null
  const lines = await tx.query(`SELECT * FROM ${orderLines.name} WHERE ${arrayRow.parent} = ? ORDER BY ${arrayRow.order}`, [id])
  return toOrder(row, lines)
}

/** Holds a pending order's cart until `until`, if its hold is still live. */
export async function extendHold(tx: SqlTx, order: { id: number; holdRef: string }, until: Date, now: Date): Promise<boolean> {
  const at = now.toISOString()
  const rows = await tx.query(
    `${update(orders, ['hold_expires_at', 'updated_at'])} WHERE id = ? AND status = 'pending_payment' AND hold_expires_at > ? RETURNING id`,
    [until.toISOString(), at, order.id, at],
  )
  if (rows.length === 0) return false
  await extendHeld(tx, order.holdRef, until, now)
  return true
}

/** Unpaid orders whose hold is still live, placed by the client or with the e-mail. */
export async function livePendingCount(tx: SqlTx, by: { clientKey: string } | { email: string }, now: Date): Promise<number> {
  const [column, value] = 'clientKey' in by ? ['client_key', by.clientKey] : ['email', by.email.trim().toLowerCase()]
  const [row] = await tx.query<{ n: number | string }>(
    `SELECT COUNT(*) AS n FROM orders WHERE ${column} = ? AND status = 'pending_payment' AND hold_expires_at > ?`,
    [value, now.toISOString()],
  )
  return Number(row?.n ?? 0)
}

/** The browser's own unpaid order whose hold is still live, if it has one. */
export async function pendingOrderOfBrowser(tx: SqlTx, browserRef: string, now: Date): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    "SELECT id FROM orders WHERE browser_ref = ? AND status = 'pending_payment' AND hold_expires_at > ? ORDER BY id DESC LIMIT 1",
    [browserRef, now.toISOString()],
  )
  return row ? Number(row.id) : null
}

/** The hold and discount code of an order, to give back when it ends. */
export async function holdOf(tx: SqlTx, orderId: number): Promise<{ holdRef: string; promoCode: string | null }> {
  const [row] = await tx.query('SELECT hold_ref, promo_code FROM orders WHERE id = ?', [orderId])
  return { holdRef: str(row?.hold_ref), promoCode: optStr(row?.promo_code) }
}

/**
 * An order event that takes its overdue mail off the sweeps: sent, or claimed after the bound time
 * (`?`). Its columns are unqualified, so it reads the innermost `order_events` of the query it is in.
 */
const mailTaken = `(type = 'mailSent' OR (type = 'mailClaimed' AND created_at > ?))`

/**
 * Orders whose mail has been due since `before` or longer without being sent, oldest first; those a
 * process claimed after `claimedAfter` are left to it (and do not fill the list while it sends).
 */
export async function ordersWithMailDue(db: SqlPort, before: Date, claimedAfter: Date, limit = 20): Promise<number[]> {
  const rows = await db.query<{ order_id: number }>(
    `SELECT due.order_id FROM order_events due WHERE due.type = 'mailDue' AND due.created_at <= ?
       AND NOT EXISTS (SELECT 1 FROM order_events taken WHERE taken.order_id = due.order_id AND ${mailTaken})
     ORDER BY due.id LIMIT ${limit}`,
    [before.toISOString(), claimedAfter.toISOString()],
  )
  return rows.map((r) => Number(r.order_id))
}

/**
 * Takes an order's overdue mail for one sending: records the claim unless the mail was sent or another
 * process claimed it after `claimedAfter`. Two processes' sweeps that meet never both send it, and a claim
 * whose process stopped before sending lapses, so the mail is tried again.
 */
export function claimOrderMail(db: SqlPort, orderId: number, now: Date, claimedAfter: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // SQLite runs one write transaction at a time; PostgreSQL's claims of one order take turns here.
    if (db.dialect === 'postgres') await lockKeys(tx, [`order-mail:${orderId}`])
    const [taken] = await tx.query(`SELECT 1 AS taken FROM order_events WHERE order_id = ? AND ${mailTaken} LIMIT 1`, [orderId, claimedAfter.toISOString()])
    if (taken) return false
    await appendEvent(tx, orderId, 'mailClaimed', null, null, now)
    return true
  })
}

/** The newest orders of an e-mail (orders keep e-mails lowercased) in the statuses, with their lines. */
export async function ordersOfEmail(tx: SqlTx, email: string, statuses: CustomerOrderSummary['status'][], limit: number): Promise<CustomerOrderSummary[]> {
  const found = await tx.query(
    `SELECT id, order_number, status, total_with_tax, created_at FROM orders WHERE email = ? AND status IN (${placeholders(statuses.length)}) ORDER BY created_at DESC LIMIT ${limit}`,
    [email.trim().toLowerCase(), ...statuses],
  )
  if (found.length === 0) return []
  const ids = found.map((o) => num(o.id))
  const lines = await tx.query(
    `SELECT ${arrayRow.parent} AS order_id, title, quantity, "from", "to", date_time, rate_plan, cancel_policy, cancel_until FROM ${orderLines.name} WHERE ${arrayRow.parent} IN (${placeholders(ids.length)}) ORDER BY ${arrayRow.parent}, ${arrayRow.order}`,
    ids,
  )
  return found.map((o) => ({
    orderNumber: str(o.order_number),
    createdAt: iso(o.created_at) ?? '',
    status: str(o.status) as CustomerOrderSummary['status'],
    totalWithTax: num(o.total_with_tax),
    items: lines
      .filter((l) => num(l.order_id) === num(o.id))
      .map((l) => ({
        title: str(l.title),
        quantity: num(l.quantity),
        from: optStr(l.from),
        to: optStr(l.to),
        dateTime: optStr(l.date_time),
        ratePlan: ratePlanOf(l.rate_plan),
        cancellation: { policy: (optStr(l.cancel_policy) ?? 'notOnline') as CancelPolicy, until: iso(l.cancel_until) },
      })),
  }))
}

/**
 * Marks a line cancelled and adds `refund` to what was refunded of it, only if it was not cancelled
 * yet: false when another request cancelled it first.
 */
export async function cancelLine(tx: SqlTx, orderId: number, lineId: string, refund: number, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `${update(orderLines, { cancelled_at: '?', refunded: 'refunded + ?' })} WHERE ${arrayRow.parent} = ? AND id = ? AND cancelled_at IS NULL RETURNING id`,
    [now.toISOString(), refund, orderId, lineId],
  )
  return rows.length === 1
}

/** Adds a staff refund to a line, never past the line's total. False when it would. */
export async function refundOnLine(tx: SqlTx, orderId: number, lineId: string, refund: number): Promise<boolean> {
  const rows = await tx.query(
    `${update(orderLines, { refunded: 'refunded + ?' })} WHERE ${arrayRow.parent} = ? AND id = ? AND refunded + ? <= total RETURNING id`,
    [refund, orderId, lineId, refund],
  )
  return rows.length === 1
}

export async function orderIdByNumber(tx: SqlTx, orderNumber: string): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>('SELECT id FROM orders WHERE order_number = ?', [orderNumber])
  return row ? Number(row.id) : null
}
