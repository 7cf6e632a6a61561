import 'server-only'
/**
 * Gift cards and their ledger (docs/gift-cards.md#ledger) in the tables of the Gift cards
 * collections. A card's `balance` is an atomic conditional counter, like a seat count: an amount
 * is taken only while the balance covers it and the card is valid, in one UPDATE, so parallel
 * orders on both databases and any number of processes never take more than the card holds.
 * Every change of the balance writes its ledger entry in the same transaction.
 */
import type { CardOrigin, EntryKind } from '@/domain/giftCards/ledger'
import { iso, num, optStr, str } from './rows'
import type { SqlTx } from './sqlPort'
import { giftCardEntries, giftCards, insertInto, placeholders, update } from './tables'

export type NewGiftCard = {
  code: string
  value: number
  validUntil: Date
  origin: CardOrigin
  orderId: number | null
  buyerEmail: string | null
  recipientName: string
  recipientEmail: string
  message: string | null
  designId: number | null
}

export type CardRow = { id: number; code: string; value: number; balance: number; validUntil: string }

type EntryRef = { orderId?: number | null; reason?: string | null; staffId?: number | null }

async function addEntry(tx: SqlTx, cardId: number, kind: EntryKind, amount: number, ref: EntryRef & { state?: string | null }, now: Date) {
  const at = now.toISOString()
  await tx.query(insertInto(giftCardEntries, ['card_id', 'kind', 'amount', 'state', 'order_id', 'reason', 'staff_id', 'updated_at', 'created_at']), [
    cardId,
    kind,
    amount,
    ref.state ?? null,
    ref.orderId ?? null,
    ref.reason ?? null,
    ref.staffId ?? null,
    at,
    at,
  ])
}

/** Issues a card with its whole value as balance, and the ledger's first entry. */
export async function insertGiftCard(tx: SqlTx, card: NewGiftCard, now: Date): Promise<number> {
  const at = now.toISOString()
  const [row] = await tx.query<{ id: number }>(
    `${insertInto(giftCards, [
      'code',
      'value',
      'balance',
      'valid_until',
      'origin',
      'order_id',
      'buyer_email',
      'recipient_name',
      'recipient_email',
      'message',
      'design_id',
      'updated_at',
      'created_at',
    ])} RETURNING id`,
    [
      card.code,
      card.value,
      card.value,
      card.validUntil.toISOString(),
      card.origin,
      card.orderId,
      card.buyerEmail,
      card.recipientName,
      card.recipientEmail,
      card.message,
      card.designId,
      at,
      at,
    ],
  )
  const id = Number(row!.id)
  await addEntry(tx, id, 'issue', card.value, { orderId: card.orderId }, now)
  return id
}

const toCard = (r: Record<string, unknown>): CardRow => ({
  id: num(r.id),
  code: str(r.code),
  value: num(r.value),
  balance: num(r.balance),
  validUntil: iso(r.valid_until) ?? '',
})

export async function findCardByCode(tx: SqlTx, code: string): Promise<CardRow | null> {
  const [row] = await tx.query('SELECT id, code, value, balance, valid_until FROM gift_cards WHERE code = ?', [code])
  return row ? toCard(row) : null
}

export async function findCard(tx: SqlTx, id: number): Promise<CardRow | null> {
  const [row] = await tx.query('SELECT id, code, value, balance, valid_until FROM gift_cards WHERE id = ?', [id])
  return row ? toCard(row) : null
}

/**
 * Holds `amount` of the card for an unpaid order: false, and nothing changed, when the card no
 * longer covers it or has run out of validity. The hold is a `held` redemption entry.
 */
export async function holdOnCard(tx: SqlTx, cardId: number, orderId: number, amount: number, now: Date): Promise<boolean> {
  const at = now.toISOString()
  const rows = await tx.query(
    `${update(giftCards, { balance: 'balance - ?', updated_at: '?' })} WHERE id = ? AND balance >= ? AND valid_until > ? RETURNING id`,
    [amount, at, cardId, amount, at],
  )
  if (rows.length !== 1) return false
  await addEntry(tx, cardId, 'redemption', -amount, { orderId, state: 'held' }, now)
  return true
}

/** The order was paid: its held amounts are spent. */
export async function settleCardHolds(tx: SqlTx, orderId: number, now: Date) {
  await tx.query(`${update(giftCardEntries, { state: "'settled'", updated_at: '?' })} WHERE order_id = ? AND kind = 'redemption' AND state = 'held'`, [
    now.toISOString(),
    orderId,
  ])
}

/**
 * The order will not be paid: each held amount goes back on its card, exactly once (the entry's
 * state is swapped first, so a second caller finds nothing to give back).
 */
export async function releaseCardHolds(tx: SqlTx, orderId: number, now: Date) {
  const at = now.toISOString()
  const released = await tx.query<{ card_id: number; amount: number | string }>(
    `${update(giftCardEntries, { state: "'released'", updated_at: '?' })} WHERE order_id = ? AND kind = 'redemption' AND state = 'held' RETURNING card_id, amount`,
    [at, orderId],
  )
  // Cards in id order, as submit holds them, so two transactions never wait on each other's cards (a PostgreSQL deadlock).
  for (const entry of released.toSorted((a, b) => Number(a.card_id) - Number(b.card_id))) {
    await tx.query(`${update(giftCards, { balance: 'balance + ?', updated_at: '?' })} WHERE id = ?`, [-Number(entry.amount), at, Number(entry.card_id)])
  }
}

/**
 * Adds `amount` (negative: takes it) to a card's balance with its ledger entry: a refund back to the
 * card, or a staff adjustment. False when it would take the balance below zero.
 */
export async function changeBalance(tx: SqlTx, cardId: number, kind: 'refund' | 'adjustment', amount: number, ref: EntryRef, now: Date): Promise<boolean> {
  const rows = await tx.query(`${update(giftCards, { balance: 'balance + ?', updated_at: '?' })} WHERE id = ? AND balance + ? >= 0 RETURNING id`, [
    amount,
    now.toISOString(),
    cardId,
    amount,
  ])
  if (rows.length !== 1) return false
  await addEntry(tx, cardId, kind, amount, ref, now)
  return true
}

/** Makes a card spendable at least until `until`: money that went back onto it must not expire sooner than a new card would. */
export async function keepValidUntil(tx: SqlTx, cardId: number, until: Date, now: Date) {
  await tx.query(`${update(giftCards, ['valid_until', 'updated_at'])} WHERE id = ? AND valid_until < ?`, [
    until.toISOString(),
    now.toISOString(),
    cardId,
    until.toISOString(),
  ])
}

/** The cards an order was paid with (held or settled), with what each paid. */
export async function cardPaymentsOf(tx: SqlTx, orderId: number): Promise<{ cardId: number; code: string; amount: number }[]> {
  const rows = await tx.query(
    `SELECT e.card_id, c.code, -SUM(e.amount) AS paid FROM gift_card_entries e JOIN gift_cards c ON c.id = e.card_id
     WHERE e.order_id = ? AND e.kind = 'redemption' AND e.state IN ('held', 'settled') GROUP BY e.card_id, c.code ORDER BY MIN(e.id)`,
    [orderId],
  )
  return rows.map((r) => ({ cardId: num(r.card_id), code: str(r.code), amount: num(r.paid) }))
}

/** What has been refunded onto each card for an order so far. */
export async function refundedToCards(tx: SqlTx, orderId: number): Promise<Map<number, number>> {
  const rows = await tx.query(`SELECT card_id, SUM(amount) AS refunded FROM gift_card_entries WHERE order_id = ? AND kind = 'refund' GROUP BY card_id`, [
    orderId,
  ])
  return new Map(rows.map((r) => [num(r.card_id), num(r.refunded)]))
}

const cardColumns = 'id, code, value, valid_until, recipient_name, recipient_email, message, design_id'

const toIssuedCard = (r: Record<string, unknown>) => ({
  id: num(r.id),
  code: str(r.code),
  value: num(r.value),
  validUntil: iso(r.valid_until) ?? '',
  recipientName: str(r.recipient_name),
  recipientEmail: str(r.recipient_email),
  message: optStr(r.message),
  designId: r.design_id == null ? null : num(r.design_id),
})

/** Cards an order issued (sold, not refunds), for its confirmation and mail. */
export async function giftCardsOf(tx: SqlTx, orderId: number) {
  const rows = await tx.query(`SELECT ${cardColumns} FROM gift_cards WHERE order_id = ? AND origin = 'sale' ORDER BY id`, [orderId])
  return rows.map(toIssuedCard)
}

/** Cards given as refunds, by id, for their mail. */
export async function giftCardsOfRefund(tx: SqlTx, ids: number[]) {
  if (ids.length === 0) return []
  const rows = await tx.query(`SELECT ${cardColumns} FROM gift_cards WHERE id IN (${placeholders(ids.length)}) ORDER BY id`, ids)
  return rows.map(toIssuedCard)
}
