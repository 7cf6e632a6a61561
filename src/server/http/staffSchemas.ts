import 'server-only'
/** Bodies of the staff money actions (docs/refunds.md#staff). */
import { z } from 'zod'

const id = z.coerce.number({ message: 'must be a number' }).int().positive()
const reason = z.string({ message: 'is required' }).trim().min(1, 'is required').max(500, 'is too long')
const cents = z.number({ message: 'must be a number' }).int('must be whole cents')

export const idParams = z.object({ id })

export const staffRefundBody = z.object({
  lineIds: z.array(z.string().max(64)).max(50).default([]),
  amount: cents.positive('must be more than 0').optional(),
  reason,
  cancelLines: z.boolean().default(false),
  refundTo: z.enum(['original', 'giftCard']).default('original'),
  key: z.string().trim().min(8, 'is too short').max(64, 'is too long'),
})

export const adjustmentBody = z.object({ amount: cents, reason })
