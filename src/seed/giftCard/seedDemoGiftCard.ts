/**
 * Writes the demo gift card through our own SQL connection, as the shop issues cards, after the rest
 * of the demo is committed (on SQLite our connection would wait for Payload's open transaction).
 * Seeding again finds the code and leaves the card as it is.
 */
import type { Payload } from 'payload'
import { helsinkiDay } from '@/domain/helsinki'
import { createSqlPort } from '@/server/db/sqlPort'
import { env } from '@/server/env'
import { allowServerModules } from '../serverModules'
import { demoGiftCard, demoGiftCardCode } from './demoCard'

/** The first design of the main gift card product, printed on the card's PDF. */
async function designId(payload: Payload): Promise<number | null> {
  const found = await payload.find({ collection: 'products', where: { code: { equals: 'LAHJAKORTTI' } }, depth: 0, limit: 1 })
  const image = found.docs[0]?.giftcard?.designs?.[0]?.image
  return typeof image === 'number' ? image : (image?.id ?? null)
}

/** True when the card was made now, false when it was there already. */
export async function seedDemoGiftCard(payload: Payload, now = new Date()): Promise<boolean> {
  allowServerModules()
  const { findCardByCode, insertGiftCard } = await import('@/server/db/giftCardStore')
  const card = demoGiftCard(helsinkiDay(now), await designId(payload))
  const db = createSqlPort(env().DATABASE_URL)
  try {
    return await db.transaction(async (tx) => {
      if (await findCardByCode(tx, demoGiftCardCode)) return false
      await insertGiftCard(tx, card, now)
      return true
    })
  } finally {
    await db.close()
  }
}
