import 'server-only'
import { z } from 'zod'
import { maxCapacity } from '@/domain/catalogue'
import { isIsoDate } from '@/domain/helsinki'

const code = z.string({ message: 'is required' }).trim().min(1, 'is required').max(64, 'is too long')
// Dates outside these years are never bookable and would only reach the engine's range errors.
/** A day YYYY-MM-DD within the years the shop can sell. */
export const isoDate = z.string().refine((s) => isIsoDate(s) && s >= '2000-01-01' && s <= '2099-12-31', 'must be a date YYYY-MM-DD between 2000 and 2099')
const count = z
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(maxCapacity, `must be at most ${maxCapacity}`)

const filter = z
  .object({
    dates: z.object({ from: isoDate, to: isoDate.optional() }).optional(),
    persons: z.object({ numberOfAdults: count, numberOfChildrenOlder: count.default(0), numberOfChildrenYounger: count.default(0) }).optional(),
    filters: z.record(z.string().max(64), z.array(z.string().max(64)).max(50)).optional(),
    variation: z.string().max(64).optional(),
    subresource: z.string().max(64).optional(),
  })
  .optional()

/** Body of POST vm-view/v2/product/availability (docs/api.md#shop). */
export const availabilityBody = z.object({
  productCode: code,
  productCodesInCart: z.array(code).max(100).default([]),
  promotionCode: z.string().max(64).optional(),
  filter,
})

/** Body of POST vm-view/v1/category/items (docs/api.md#shop). */
export const categoryItemsBody = z.object({ categoryCode: code, filter, promotionCode: z.string().max(64).optional() })

const partyCount = z
  .string()
  .regex(/^\d{1,2}$/, 'must be a whole number')
  .transform(Number)
  .refine((n) => n <= maxCapacity, `must be at most ${maxCapacity}`)

/**
 * Query of GET vm-view/v2/product/price-calendar (docs/api.md#shop): a room type or an accommodation
 * category, a month and the party (2 adults when not given).
 */
export const priceCalendarQuery = z
  .object({
    productCode: code.optional(),
    categoryCode: code.optional(),
    month: z.string().refine((s) => /^\d{4}-\d{2}$/.test(s) && isoDate.safeParse(`${s}-01`).success, 'must be a month YYYY-MM between 2000 and 2099'),
    adults: partyCount.default(2),
    children: partyCount.default(0),
    small: partyCount.default(0),
  })
  .refine((q) => (q.productCode === undefined) !== (q.categoryCode === undefined), { message: 'give productCode or categoryCode', path: ['productCode'] })
