/**
 * Gift cards. A gift card is bought on its own: an order holds gift cards only, or none, so the
 * cart refuses to mix them with other items (the passes of the activities shop included), a cookie
 * that mixes them is dropped and submit refuses such an order. A card costs the value the buyer
 * chose, is sold only in the values the product offers, and needs a recipient.
 */
import type { Cents, GiftCardInventory } from '../catalogue'
import { cartTypeOf } from '../catalogue'
import { CartLineError, type CartLine, type CartLineMetadata } from './cartLine'

export const giftCardMessageMaxLength = 150

export const isGiftCard = (type: string) => type === cartTypeOf.giftcard

/** True when lines of these cart types may be in one order: gift cards only, or no gift card. */
export function giftCardAlone(types: readonly string[]): boolean {
  return types.every(isGiftCard) || !types.some(isGiftCard)
}

export type GiftCardChoice = { value: Cents; recipientName: string; recipientEmail: string; message: string; design?: string | null }

/** The buyer's choice as an order line carries it in its metadata. */
export function giftCardChoiceOf(metadata: CartLineMetadata): GiftCardChoice {
  return {
    value: metadata.value ?? 0,
    message: metadata.comment ?? '',
    recipientName: metadata.recipient?.name ?? '',
    recipientEmail: metadata.recipient?.email ?? '',
    design: metadata.design ?? null,
  }
}

/** The card image the buyer chose, or the product's first when none was chosen; null when the product has none. */
export const chosenDesign = (inventory: GiftCardInventory, choice: GiftCardChoice) =>
  (choice.design ? inventory.designs.find((d) => d.id === choice.design) : inventory.designs[0]) ?? null

export function checkGiftCard(inventory: GiftCardInventory, choice: GiftCardChoice) {
  const { value, message, recipientName, recipientEmail } = choice
  const open = inventory.openValue
  const allowed = inventory.values.includes(value) || (open !== null && value >= open.min && value <= open.max)
  if (!Number.isInteger(value) || value <= 0 || !allowed) throw new CartLineError('value', `Gift card value ${value} is not sold`)
  // Counted in characters as a person sees them, so an emoji is one, not two UTF-16 units.
  if ([...message].length > giftCardMessageMaxLength) throw new CartLineError('message', 'Gift card message is too long')
  if (choice.design && !inventory.designs.some((d) => d.id === choice.design)) throw new CartLineError('design', 'No such gift card design')
  if (recipientName.trim() === '' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(recipientEmail.trim())) {
    throw new CartLineError('recipient', 'A gift card needs a recipient name and email')
  }
}

/**
 * A gift card line's price: the value the buyer chose (for an open-value card, the one entered),
 * whatever else says; undefined for any other line.
 */
export const giftCardValue = (line: Pick<CartLine, 'type' | 'metadata'>): Cents | undefined => (isGiftCard(line.type) ? line.metadata.value : undefined)
