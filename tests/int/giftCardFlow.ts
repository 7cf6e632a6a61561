/** Gift cards and orders as the gift card and refund tests need them: cards made in the test server's database, balances and ledgers read back. */
import { randomBytes } from 'node:crypto'
import { giftCardCode } from '@/domain/checkout/orderNumber'
import { validUntilInstant } from '@/domain/giftCards/validity'
import { createSqlPort } from '@/server/db/sqlPort'
import { insertGiftCard } from '@/server/db/giftCardStore'
import { cancelToken } from '@/server/orders/cancelToken'
import { databaseUrl, postJson } from './helpers'

export const db = createSqlPort(databaseUrl)

/** The secret scripts/testServer.mjs gives the app: the tests sign the manage-booking link as the confirmation e-mail does, and derive door codes. */
export const testAppSecret = 'test-secret-test-secret-test-secret-0123'
export const linkToken = (orderNumber: string) => cancelToken(testAppSecret, orderNumber)

/** A card of `balance` cents issued by staff, valid through `lastDay`. */
export async function newCard(balance: number, lastDay = '2099-12-31'): Promise<string> {
  const code = giftCardCode(randomBytes(16))
  await db.transaction((tx) =>
    insertGiftCard(
      tx,
      {
        code,
        value: balance,
        validUntil: validUntilInstant(lastDay),
        origin: 'staff',
        orderId: null,
        buyerEmail: null,
        recipientName: 'Testi',
        recipientEmail: 'testi@example.com',
        message: null,
        designId: null,
      },
      new Date(),
    ),
  )
  return code
}

export async function card(code: string) {
  const [row] = await db.query<{ id: number; balance: unknown }>('SELECT id, balance FROM gift_cards WHERE code = ?', [code])
  const entries = await db.query<{ kind: string; amount: unknown; state: string | null }>(
    'SELECT kind, amount, state FROM gift_card_entries WHERE card_id = ? ORDER BY id',
    [row!.id],
  )
  return { balance: Number(row!.balance), entries: entries.map((e) => ({ kind: e.kind, amount: Number(e.amount), state: e.state })) }
}

export async function orderRow(orderNumber: string) {
  const [row] = await db.query<{ id: number; status: string; total_with_tax: unknown; gift_card_total: unknown }>(
    'SELECT id, status, total_with_tax, gift_card_total FROM orders WHERE order_number = ?',
    [orderNumber],
  )
  const payments = await db.query<{ provider: string; amount: unknown; status: string }>(
    'SELECT provider, amount, status FROM payments WHERE order_id = ? ORDER BY id',
    [row!.id],
  )
  const refunds = await db.query<{ amount: unknown; destination: string; state: string }>(
    'SELECT amount, destination, state FROM refunds WHERE order_id = ? ORDER BY id',
    [row!.id],
  )
  return {
    id: row!.id,
    status: row!.status,
    total: Number(row!.total_with_tax),
    giftCardTotal: Number(row!.gift_card_total),
    payments: payments.map((p) => ({ provider: p.provider, amount: Number(p.amount), status: p.status })),
    refunds: refunds.map((r) => ({ amount: Number(r.amount), destination: r.destination, state: r.state })),
  }
}

export const balanceOf = (code: string, headers: Record<string, string> = {}, base?: string) =>
  postJson('/proxy/vm-shopping/v1/giftcard/balance', { code }, headers, base)
