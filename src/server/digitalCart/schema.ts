import 'server-only'
/** Body of POST digital-order/v1/cart/validate (docs/api.md#cart-and-orders). Prices are never read from it. */
import { z } from 'zod'
import { maxAmount } from '@/domain/checkout/passAmount'

export const maxDigitalCartItems = 30

const code = z.string({ message: 'is required' }).trim().min(1, 'is required').max(64, 'is too long')

const item = z.object({
  code,
  // docs/behaviour.md#the-pass-cart: a missing quantity defaults to 1.
  quantity: z
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(maxAmount, `must be at most ${maxAmount}`)
    .default(1),
  showUpsell: z.boolean({ message: 'must be true or false' }).optional(),
})

export const validateCartBody = z.object({
  items: z.array(item, { message: 'must be a list' }).max(maxDigitalCartItems, `at most ${maxDigitalCartItems} items`),
  discountCode: z.string({ message: 'must be text' }).max(64, 'is too long').optional(),
  // Accepted for the caller's convenience and never stored.
  customerEmail: z.union([z.literal(''), z.email({ message: 'must be an e-mail address' }).max(254)]).optional(),
})

export type ValidateCartBody = z.output<typeof validateCartBody>
