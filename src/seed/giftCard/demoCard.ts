/**
 * The demo's gift card (docs/gift-cards.md#demo-card): a known code with 150 € on it, so redemption
 * can be tried at once. Made by staff, valid as long as a card sold on the seed day.
 */
import type { IsoDate } from '@/domain/catalogue'
import { lastValidDay, validUntilInstant } from '@/domain/giftCards/validity'
import type { NewGiftCard } from '@/server/db/giftCardStore'
import { demoTerms } from '../catalogue/terms'

export const demoGiftCardCode = 'DEMO-LAHJ-AKOR-TTI1'
export const demoGiftCardValue = 15000

/** The card as issued on the Helsinki day `today`, printed with `designId` (a gift card product's first design). */
export function demoGiftCard(today: IsoDate, designId: number | null): NewGiftCard {
  return {
    code: demoGiftCardCode,
    value: demoGiftCardValue,
    validUntil: validUntilInstant(lastValidDay(today, demoTerms.giftCardValidityMonths)),
    origin: 'staff',
    orderId: null,
    buyerEmail: null,
    recipientName: 'Kuusirinne demo',
    recipientEmail: 'demo.giftcard@kuusirinne.example',
    message: null,
    designId,
  }
}
