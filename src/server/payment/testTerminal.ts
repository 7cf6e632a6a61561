import 'server-only'
import { createHash, randomUUID } from 'node:crypto'
import { assertItemsMatchAmount } from './paymentItems'
import type { PaymentOutcome, PaymentProvider } from './provider'
import { readSignedReturn, signCheckoutParams, withQuery } from './signedReturn'
import { readTicket, signTicket, type TerminalTicket, type TicketReading } from './terminalTicket'

/** The buttons of the terminal page and the `checkout-status` each one returns. */
export const terminalActions = { pay: 'ok', cancel: 'cancel', fail: 'fail', timeout: 'timeout' } as const
export type TerminalAction = keyof typeof terminalActions

export const terminalPath = '/proxy/test-terminal'
export const terminalAccount = 'test-terminal'

const outcomes: Record<string, PaymentOutcome> = { ok: 'ok', cancel: 'cancel', fail: 'fail', timeout: 'timeout' }

export type TestTerminal = PaymentProvider & {
  readTicket(token: string | null | undefined): TicketReading
  /** Where the browser goes after an action, and the callback the server calls first. */
  finish(ticket: TerminalTicket, action: TerminalAction): { location: string; callback: string }
}

type Options = { appSecret: string; publicBase: string; now?: () => number }

/**
 * The built-in test terminal (DESIGN.md §6): a page of the app that plays the bank. It signs its
 * returns exactly as Paytrail does, with a secret derived from the app's own, so the checkout
 * verifies both providers' returns the same way and a hand-written query confirms nothing.
 */
export function createTestTerminal({ appSecret, publicBase, now = Date.now }: Options): TestTerminal {
  const derive = (label: string) => createHash('sha256').update(`${label}:${appSecret}`).digest()
  const returnSecret = derive('test-terminal').toString('hex')
  const ticketKey = derive('test-terminal-ticket')

  return {
    name: 'test',

    async createPayment(input) {
      assertItemsMatchAmount(input)
      const providerId = randomUUID()
      const { stamp, amount, orderNumber, language, successUrl, cancelUrl, callbackUrl } = input
      const token = signTicket(ticketKey, { stamp, providerId, amount, orderNumber, language, successUrl, cancelUrl, callbackUrl, issuedAt: now() })
      return { providerId, terminalUrl: withQuery(`${publicBase.replace(/\/$/, '')}${terminalPath}`, { token }) }
    },

    verifyReturn(query) {
      const signed = readSignedReturn(returnSecret, terminalAccount, query)
      const outcome = signed && outcomes[signed.status]
      return signed && outcome ? { stamp: signed.stamp, providerId: signed.providerId, outcome, amount: signed.amount, method: signed.method } : null
    },

    readTicket: (token) => readTicket(ticketKey, token, now()),

    finish(ticket, action) {
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
        location: withQuery(action === 'pay' ? ticket.successUrl : ticket.cancelUrl, params),
        callback: withQuery(ticket.callbackUrl, params),
      }
    },
  }
}
