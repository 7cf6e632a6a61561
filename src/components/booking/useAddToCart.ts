'use client'

import { addToCart } from '@/components/cart/cartStore'
import { buildCartLine, type CartLineInput } from '@/domain/cart/buildCartLine'
import { CartLineError, type CartLineErrorCode } from '@/domain/cart/cartLine'
import { newDataKey } from './dataKey'

/** Why "Add to cart" did nothing: the selection (a CartLineError code), the gift card rule, or a full cart. */
export type AddToCartError = CartLineErrorCode | 'giftCardMix' | 'full'

type AddToCart = (input: Omit<CartLineInput, 'dataKey'>) => AddToCartError | null

/** Builds a cart line (docs/content-model.md#cart-line) and puts it in the cart, split one line per unit (docs/behaviour.md#cart). */
function add(input: Omit<CartLineInput, 'dataKey'>): AddToCartError | null {
  try {
    const result = addToCart(buildCartLine({ ...input, dataKey: newDataKey() }))
    return result.ok ? null : result.reason
  } catch (error) {
    if (error instanceof CartLineError) return error.code
    throw error
  }
}

/** The booking widgets' way into the cart; returns the reason when nothing was added. */
export const useAddToCart = (): AddToCart => add
