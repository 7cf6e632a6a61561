import 'server-only'
/**
 * Door codes of pass lines (docs/checkout.md#door-codes): a MAC of the order line's id under the
 * app's secret, like the order's manage and calendar links. Derived, not stored: the same line
 * always gets the same code (the page, the e-mail and a resend agree), no column or migration is
 * needed, and nobody without the secret can make a valid code for a line. The line id is 96 random
 * bits the client never chooses, so no two lines share an input.
 */
import { createHmac } from 'node:crypto'
import { doorCodeOf } from '@/domain/orders/doorCode'

export const doorCode = (secret: string, lineId: string) => doorCodeOf(createHmac('sha256', secret).update(`door-code:${lineId}`).digest())
