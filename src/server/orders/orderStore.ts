import 'server-only'
/**
 * Orders, payments, events and discount-code uses in the tables of the Orders collections, written
 * with plain SQL inside the caller's transaction so a status change is a compare-and-swap and the
 * event that explains it lands with it.
 */
import { randomBytes } from 'node:crypto'
import type { Guest } from '@/domain/cart/cartLine'
import type { OrderState } from '@/domain/orders/orderState'
import type { VatRow } from '@/domain/orders/totals'
import type { DiscountCode } from '@/domain/checkout/promotion'
import { helsinkiDay } from '@/domain/helsinki'
import type { SqlTx } from '@/server/db/sqlPort'
import { iso, json, num, optStr, str } from './rows'

export type NewOrderLine = {
  productCode: string
  title: string
  type: string
  from: string | null
  to: string | null
  dateTime: string | null
  quantity: number
  unitPrice: number
  discount: number
  total: number
  taxBasisPoints: number
  guests: Guest[]
  metadata: Record<string, unknown>
}

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
  vat: VatRow[]
  lines: NewOrderLine[]
}

export type OrderRow = Omit<NewOrder, 'holdExpiresAt' | 'termsAcceptedAt' | 'lines' | 'clientKey' | 'browserRef'> & {
  id: number
  status: OrderState
  holdExpiresAt: string | null
  paymentMethod: string | null
  createdAt: string
  lines: NewOrderLine[]
}

const lineId = () => randomBytes(12).toString('hex')
const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ')

export async function insertOrder(tx: SqlTx, order: NewOrder, now: Date): Promise<number> {
  const at = now.toISOString()
  const c = order.contact
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO orders (order_number, status, locale, hold_expires_at, hold_ref, held_slots, terms_accepted_at, client_key, browser_ref, first_name, last_name, email, phone_number, address, zip_code, city,
       additional_information, marketing, promo_code, total_with_tax, total_without_tax, tax_amount, discount, vat, updated_at, created_at)
     VALUES (?, 'pending_payment', ${placeholders(24)}) RETURNING id`,
    [order.orderNumber, order.locale, order.holdExpiresAt.toISOString(), order.holdRef, order.heldSlots, order.termsAcceptedAt.toISOString(), order.clientKey, order.browserRef, c.firstName, c.lastName, c.email.trim().toLowerCase(), c.phoneNumber, c.address, c.zipCode, c.city,
      order.additionalInformation, order.marketing ? 1 : 0, order.promoCode, order.totalWithTax, order.totalWithoutTax, order.taxAmount, order.discount, JSON.stringify(order.vat), at, at],
  )
  const id = Number(row!.id)
  for (const [i, l] of order.lines.entries()) {
    await tx.query(
      `INSERT INTO order_lines (_order, _parent_id, id, product_code, title, type, "from", "to", date_time, quantity, unit_price, discount, total, tax_basis_points, guests, metadata)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [i + 1, id, lineId(), l.productCode, l.title, l.type, l.from, l.to, l.dateTime, l.quantity, l.unitPrice, l.discount, l.total, l.taxBasisPoints, JSON.stringify(l.guests), JSON.stringify(l.metadata)],
    )
  }
  return id
}

export async function appendEvent(tx: SqlTx, orderId: number, type: string, change: { from?: string; to?: string } | null, data: unknown, now: Date) {
  const at = now.toISOString()
  await tx.query('INSERT INTO order_events (order_id, type, from_status, to_status, data, updated_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
    orderId, type, change?.from ?? null, change?.to ?? null, data === undefined ? null : JSON.stringify(data), at, at,
  ])
}

/** Moves the order from `from` to `to` only if it is still in `from`; false when someone else moved it first. */
export async function swapStatus(tx: SqlTx, orderId: number, from: OrderState, to: OrderState, now: Date): Promise<boolean> {
  const rows = await tx.query<{ id: number }>('UPDATE orders SET status = ?, updated_at = ? WHERE id = ? AND status = ? RETURNING id', [to, now.toISOString(), orderId, from])
  return rows.length === 1
}

/** Expires a pending order whose hold has run out; false when it was no longer pending, or its hold was extended meanwhile. */
export async function expireLapsed(tx: SqlTx, orderId: number, now: Date): Promise<boolean> {
  const at = now.toISOString()
  const rows = await tx.query<{ id: number }>("UPDATE orders SET status = 'expired', updated_at = ? WHERE id = ? AND status = 'pending_payment' AND hold_expires_at <= ? RETURNING id", [at, orderId, at])
  return rows.length === 1
}

export async function setPaymentMethod(tx: SqlTx, orderId: number, method: string | null) {
  if (method) await tx.query('UPDATE orders SET payment_method = ? WHERE id = ?', [method, orderId])
}

function toOrder(r: Record<string, unknown>, lines: Record<string, unknown>[]): OrderRow {
  return {
    id: num(r.id),
    orderNumber: str(r.order_number),
    status: str(r.status) as OrderState,
    locale: str(r.locale),
    holdExpiresAt: iso(r.hold_expires_at),
    holdRef: str(r.hold_ref),
    heldSlots: num(r.held_slots),
    contact: { firstName: str(r.first_name), lastName: str(r.last_name), email: str(r.email), phoneNumber: str(r.phone_number), address: str(r.address), zipCode: str(r.zip_code), city: str(r.city) },
    additionalInformation: str(r.additional_information),
    marketing: Boolean(num(r.marketing)),
    promoCode: optStr(r.promo_code),
    totalWithTax: num(r.total_with_tax),
    totalWithoutTax: num(r.total_without_tax),
    taxAmount: num(r.tax_amount),
    discount: num(r.discount),
    vat: json<VatRow[]>(r.vat, []),
    paymentMethod: optStr(r.payment_method),
    createdAt: iso(r.created_at) ?? '',
    lines: lines.map((l) => ({
      productCode: str(l.product_code),
      title: str(l.title),
      type: str(l.type),
      from: optStr(l.from),
      to: optStr(l.to),
      dateTime: optStr(l.date_time),
      quantity: num(l.quantity),
      unitPrice: num(l.unit_price),
      discount: num(l.discount),
      total: num(l.total),
      taxBasisPoints: num(l.tax_basis_points),
      guests: json<Guest[]>(l.guests, []),
      metadata: json<Record<string, unknown>>(l.metadata, {}),
    })),
  }
}

export async function findOrder(tx: SqlTx, id: number): Promise<OrderRow | null> {
  const [row] = await tx.query('SELECT * FROM orders WHERE id = ?', [id])
  if (!row) return null
  const lines = await tx.query('SELECT * FROM order_lines WHERE _parent_id = ? ORDER BY _order', [id])
  return toOrder(row, lines)
}

/** Holds a pending order's cart until `until`, if its hold is still live. */
export async function extendHold(tx: SqlTx, order: { id: number; holdRef: string }, until: Date, now: Date): Promise<boolean> {
  const at = now.toISOString()
  const rows = await tx.query("UPDATE orders SET hold_expires_at = ?, updated_at = ? WHERE id = ? AND status = 'pending_payment' AND hold_expires_at > ? RETURNING id", [until.toISOString(), at, order.id, at])
  if (rows.length === 0) return false
  await tx.query('UPDATE allocations SET expires_at = ? WHERE ref = ? AND expires_at > ?', [until.toISOString(), order.holdRef, at])
  return true
}

/** Unpaid orders whose hold is still live, placed by the client or with the e-mail. */
export async function livePendingCount(tx: SqlTx, by: { clientKey: string } | { email: string }, now: Date): Promise<number> {
  const [column, value] = 'clientKey' in by ? ['client_key', by.clientKey] : ['email', by.email.trim().toLowerCase()]
  const [row] = await tx.query<{ n: number | string }>(`SELECT COUNT(*) AS n FROM orders WHERE ${column} = ? AND status = 'pending_payment' AND hold_expires_at > ?`, [value, now.toISOString()])
  return Number(row?.n ?? 0)
}

/** The browser's own unpaid order whose hold is still live, if it has one. */
export async function pendingOrderOfBrowser(tx: SqlTx, browserRef: string, now: Date): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>("SELECT id FROM orders WHERE browser_ref = ? AND status = 'pending_payment' AND hold_expires_at > ? ORDER BY id DESC LIMIT 1", [browserRef, now.toISOString()])
  return row ? Number(row.id) : null
}

export async function findDiscountCode(tx: SqlTx, code: string): Promise<DiscountCode | null> {
  const [r] = await tx.query('SELECT * FROM discount_codes WHERE code = ?', [code])
  if (!r) return null
  const products = await tx.query<{ code: string }>(
    "SELECT p.code AS code FROM discount_codes_rels r JOIN products p ON p.id = r.products_id WHERE r.parent_id = ? AND r.path = 'products'",
    [r.id],
  )
  return {
    code: str(r.code),
    active: Boolean(num(r.active)),
    kind: str(r.kind) === 'amount' ? 'amount' : 'percent',
    value: num(r.value),
    // The admin stores a picked day as noon UTC, which is the same day in Helsinki.
    validFrom: r.valid_from ? helsinkiDay(new Date(iso(r.valid_from)!)) : null,
    validTo: r.valid_to ? helsinkiDay(new Date(iso(r.valid_to)!)) : null,
    maxUses: r.max_uses === null || r.max_uses === undefined ? null : num(r.max_uses),
    usedCount: num(r.used_count),
    productCodes: products.map((p) => p.code),
  }
}

/** Counts one use unless the limit is reached; false when it is. */
export async function takeDiscountUse(tx: SqlTx, code: string): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    'UPDATE discount_codes SET used_count = COALESCE(used_count, 0) + 1 WHERE code = ? AND (max_uses IS NULL OR COALESCE(used_count, 0) < max_uses) RETURNING id',
    [code],
  )
  return rows.length === 1
}

export async function giveBackDiscountUse(tx: SqlTx, code: string) {
  await tx.query('UPDATE discount_codes SET used_count = used_count - 1 WHERE code = ? AND used_count > 0', [code])
}

export async function insertGiftCard(tx: SqlTx, card: { code: string; orderId: number; value: number; recipientName: string; recipientEmail: string; message: string | null; validUntil: Date }, now: Date) {
  const at = now.toISOString()
  await tx.query(
    'INSERT INTO gift_cards (code, order_id, value, recipient_name, recipient_email, message, valid_until, updated_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [card.code, card.orderId, card.value, card.recipientName, card.recipientEmail, card.message, card.validUntil.toISOString(), at, at],
  )
}

export async function giftCardsOf(tx: SqlTx, orderId: number) {
  const rows = await tx.query('SELECT code, value, recipient_name, recipient_email, message FROM gift_cards WHERE order_id = ? ORDER BY id', [orderId])
  return rows.map((r) => ({ code: str(r.code), value: num(r.value), recipientName: str(r.recipient_name), recipientEmail: str(r.recipient_email), message: optStr(r.message) }))
}
