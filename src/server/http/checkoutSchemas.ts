import 'server-only'
/** Bodies of the cart and checkout calls (docs/api.md#cart-and-orders): totals and order submit. Prices are never read. */
import { z } from 'zod'
import { maxCapacity } from '@/domain/catalogue'
import { maxGiftCardsPerOrder } from '@/domain/giftCards/redemption'
import { isoDate } from './shopSchemas'

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`)
const code = z.string({ message: 'is required' }).trim().min(1, 'is required').max(64, 'is too long')

const guest = z.object({
  type: z.enum(['adult', 'child_older', 'child_younger'], { message: 'must be adult, child_older or child_younger' }),
  firstName: text(100).default(''),
  lastName: text(100).default(''),
})

export const maxCartItems = 30

const metadata = z.object({
  amount: z.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(20, 'must be at most 20').default(1),
  comment: text(1000).optional(),
  dates: z.object({ from: isoDate, to: isoDate }).optional(),
  guests: z
    .array(guest)
    .max(maxCapacity * 3)
    .optional(),
  dateTime: z.iso.datetime({ message: 'must be an ISO date-time' }).optional(),
  value: z.number().int().min(0).max(10_000_000).optional(),
  periods: z.array(code).max(20).optional(),
  subresource: text(64).optional(),
  recipient: z.object({ name: text(100), email: text(254) }).optional(),
  variation: text(64).optional(),
  design: text(64).optional(),
})

const item = z.object({ productCode: code, bundledProductCodes: z.array(code).max(20).optional(), metadata })

/** A typed gift card code; the service normalizes case, spaces and dashes. */
const giftCardCode = z.string({ message: 'is required' }).trim().min(1, 'is required').max(40, 'is too long')
const giftCardCodes = z.array(giftCardCode).max(maxGiftCardsPerOrder, `at most ${maxGiftCardsPerOrder} gift cards`).optional()

export const totalsBody = z.object({
  items: z.array(item.extend({ id: code })).max(maxCartItems, `at most ${maxCartItems} lines`),
  promotionCode: text(64).optional(),
  giftCardCodes,
})

export const giftCardBalanceBody = z.object({ code: giftCardCode })

const required = (max: number) => z.string({ message: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`)

export const contactDetails = z.object({
  firstName: required(100),
  lastName: required(100),
  email: z.email({ message: 'must be an e-mail address' }).max(254),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'must be a phone number'),
  address: text(200).default(''),
  zipCode: z
    .string()
    .trim()
    .regex(/^[0-9]{0,10}$/, 'must be digits')
    .default(''),
  city: text(100).default(''),
})

export const submitBody = z.object({
  redirectBaseUrl: z.url({ message: 'must be an absolute URL' }).max(500),
  paymentTerminalLanguage: z.enum(['fi', 'en', 'sv', 'FI', 'EN', 'SV']).transform((l) => l.toLowerCase() as 'fi' | 'en' | 'sv'),
  items: z.array(item).min(1, 'the cart is empty').max(maxCartItems, `at most ${maxCartItems} lines`),
  promotionCode: text(64).optional(),
  giftCardCodes,
  contactDetails,
  additionalInformation: text(2000).optional(),
  marketing: z.boolean().optional(),
  termsAccepted: z.boolean({ message: 'must be true or false' }).default(false),
})

/** The provider's callback query: its own parameters, all of them checked by the payment's signature. */
export const callbackQuery = z.record(z.string(), z.string())

/** Which order: its number, and for a guest the token of the confirmation e-mail's link (docs/api.md#cancellation). */
export const cancellationQuery = z.object({
  orderNumber: required(40),
  token: z.string().trim().max(64, 'is too long').optional(),
})

export const cancelBody = cancellationQuery.extend({
  lineIds: z.array(code).min(1, 'choose at least one line').max(maxCartItems),
  refundTo: z.enum(['original', 'giftCard'], { message: 'must be original or giftCard' }).default('original'),
})
