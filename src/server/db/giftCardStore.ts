import 'server-only'
/** Gift cards of confirmed orders in the table of the Gift cards collection. */
import { num, optStr, str } from './rows'
import type { SqlTx } from './sqlPort'
import { giftCards, insertInto } from './tables'

export async function insertGiftCard(
  tx: SqlTx,
  card: { code: string; orderId: number; value: number; recipientName: string; recipientEmail: string; message: string | null; validUntil: Date },
  now: Date,
) {
  const at = now.toISOString()
  await tx.query(
    insertInto(giftCards, ['code', 'order_id', 'value', 'recipient_name', 'recipient_email', 'message', 'valid_until', 'updated_at', 'created_at']),
    [card.code, card.orderId, card.value, card.recipientName, card.recipientEmail, card.message, card.validUntil.toISOString(), at, at],
  )
}

export async function giftCardsOf(tx: SqlTx, orderId: number) {
  const rows = await tx.query('SELECT code, value, recipient_name, recipient_email, message FROM gift_cards WHERE order_id = ? ORDER BY id', [orderId])
  return rows.map((r) => ({
    code: str(r.code),
    value: num(r.value),
    recipientName: str(r.recipient_name),
    recipientEmail: str(r.recipient_email),
    message: optStr(r.message),
  }))
}
