import 'server-only'
import { createHash, randomUUID } from 'node:crypto'
import { assertItemsMatchAmount } from './paymentItems'
import type { PaymentOutcome, PaymentProvider } from './provider'
import { assertRefundable } from './refundInput'
import { readSignedRefundCallback, readSignedReturn, signCheckoutParams, withQuery } from './signedReturn'
import { refundAtTerminal } from './terminalRefunds'
import { readTicket, signTicket, type TerminalTicket, type TicketReading } from './terminalTicket'

/**
 * The buttons of the terminal page and the `checkout-status` each one ends with. `payLost` pays but
 * loses the return and the callback, as a closed tab and a network failure together would: the
 * shop then learns of the payment only by asking the terminal (lost-payment reconciliation).
 */
export const terminalActions = { pay: 'ok', cancel: 'cancel', fail: 'fail', timeout: 'timeout', payLost: 'ok' } as const
export type TerminalAction = keyof typeof terminalActions

/**
 * The terminal's own record of a payment: `new` until a button ends it. A refund is a record of its
 * own, `refund` for good (terminalRefunds.ts).
 */
export type TerminalRecord = { providerId: string; stamp: string; amount: number; status: 'new' | 'refund' | (typeof terminalActions)[TerminalAction] }

/** Where the terminal keeps its records (a table shared by every app process; memory in unit tests). */
export type TerminalRecords = {
  /** Adds the record, or gives an existing one the new status (its stamp and amount stay). */
  save(record: TerminalRecord): Promise<void>
  find(providerId: string): Promise<TerminalRecord | null>
}

export const terminalPath = '/proxy/test-terminal'
export const terminalAccount = 'test-terminal'

const outcomes: Record<string, PaymentOutcome> = { ok: 'ok', cancel: 'cancel', fail: 'fail', timeout: 'timeout' }

export type TestTerminal = PaymentProvider & {
  readTicket(token: string | null | undefined): TicketReading
  /**
   * Records how the payment ended; answers where the browser goes and the callback the server calls
   * first, neither of them when the return is lost.
   */
  finish(ticket: TerminalTicket, action: TerminalAction): Promise<{ location: string; callback: string } | { lost: true }>
}

type Options = { appSecret: string; publicBase: string; records: TerminalRecords; now?: () => number }

/**
 * The built-in test terminal (docs/checkout.md#payment): a page of the app that plays the bank. It signs its
 * returns exactly as Paytrail does, with a secret derived from the app's own, so the checkout
 * verifies both providers' returns the same way and a hand-written query confirms nothing.
 */
export function createTestTerminal({ appSecret, publicBase, records, now = Date.now }: Options): TestTerminal {
  const derive = (label: string) => createHash('sha256').update(`${label}:${appSecret}`).digest()
  const returnSecret = derive('test-terminal').toString('hex')
  const ticketKey = derive('test-terminal-ticket')

  return {
    name: 'test',

    async createPayment(input) {
      assertItemsMatchAmount(input)
      const providerId = randomUUID()
      const { stamp, amount, orderNumber, language, successUrl, cancelUrl, callbackUrl } = input
      await records.save({ providerId, stamp, amount, status: 'new' })
      const token = signTicket(ticketKey, { stamp, providerId, amount, orderNumber, language, successUrl, cancelUrl, callbackUrl, issuedAt: now() })
      return { providerId, terminalUrl: withQuery(`${publicBase.replace(/\/$/, '')}${terminalPath}`, { token }) }
    },

    verifyReturn(query) {
      const signed = readSignedReturn(returnSecret, terminalAccount, query)
      const outcome = signed && outcomes[signed.status]
      return signed && outcome ? { stamp: signed.stamp, providerId: signed.providerId, outcome, amount: signed.amount, method: signed.method } : null
    },

    async paymentStatus({ stamp, providerId }) {
      const record = await records.find(providerId)
      if (!record || record.stamp !== stamp || record.status === 'refund') return null
      return {
        stamp,
        providerId,
        outcome: record.status === 'new' ? 'pending' : outcomes[record.status]!,
        amount: record.amount,
        method: record.status === 'ok' ? terminalAccount : null,
      }
    },

    async refund(input) {
      assertRefundable(input)
      return refundAtTerminal(records, input)
    },

    // The terminal refunds at once and never calls back; a callback signed like its returns still verifies.
    verifyRefundCallback(query) {
      const signed = readSignedRefundCallback(returnSecret, terminalAccount, query)
      if (!signed || (signed.status !== 'ok' && signed.status !== 'fail')) return null
      return { providerRefundId: signed.providerRefundId, outcome: signed.status, amount: signed.amount }
    },

    readTicket: (token) => readTicket(ticketKey, token, now()),

    async finish(ticket, action) {
      await records.save({ providerId: ticket.providerId, stamp: ticket.stamp, amount: ticket.amount, status: terminalActions[action] })
      if (action === 'payLost') return { lost: true }
      const params = signCheckoutParams(returnSecret, {
        'checkout-account': terminalAccount,
        'checkout-algorithm': 'sha256',
        'checkout-amount': String(ticket.amount),
        'checkout-stamp': ticket.stamp,
        'checkout-reference': ticket.orderNumber,
        'checkout-transaction-id': ticket.providerId,
        'checkout-status': terminalActions[action],
        'checkout-provider': terminalAccount,
      })
      return {
        location: withQuery(terminalActions[action] === 'ok' ? ticket.successUrl : ticket.cancelUrl, params),
        callback: withQuery(ticket.callbackUrl, params),
      }
    },
  }
}
