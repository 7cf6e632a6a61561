import 'server-only'
import { randomUUID, timingSafeEqual } from 'node:crypto'
import { isSignatureOf, paytrailSignature } from '@/domain/payment/paytrail'
import { PaymentProviderError } from './errors'
import { assertItemsMatchAmount } from './paymentItems'
import { paytrailPaymentBody } from './paytrailPaymentBody'
import { paytrailRefundBody } from './paytrailRefundBody'
import type { PaymentOutcome, PaymentProvider, RefundOutcome } from './provider'
import { assertRefundable } from './refundInput'
import { readSignedRefundCallback, readSignedReturn } from './signedReturn'

export type PaytrailSettings = { merchantId: string; secret: string; apiUrl: string; timeoutMs?: number }

const outcomes: Record<string, PaymentOutcome> = { ok: 'ok', fail: 'fail', pending: 'pending', delayed: 'pending' }
const refundOutcomes: Record<string, RefundOutcome> = { ok: 'ok', pending: 'pending', fail: 'fail' }

/**
 * Paytrail signs its answers like our requests: the `checkout-*` response headers and the body. An
 * answer we cannot verify could send the buyer to someone else's payment page.
 */
function responseSignatureValid(secret: string, headers: Headers, body: string): boolean {
  const algorithm = headers.get('checkout-algorithm')
  const signature = headers.get('signature') ?? ''
  if (!isSignatureOf(algorithm, signature)) return false
  const expected = Buffer.from(paytrailSignature(secret, Object.fromEntries(headers.entries()), body, algorithm), 'hex')
  const given = Buffer.from(signature, 'hex')
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** Paytrail's answer to `GET /payments/{transactionId}`, as far as the shop reads it. */
function parseStatus(body: string): { transactionId: string; stamp: string; status: string; amount: number; provider: string | null } | null {
  try {
    const data = JSON.parse(body) as Record<string, unknown>
    const { transactionId, stamp, status, amount, provider } = data
    if (typeof transactionId !== 'string' || typeof stamp !== 'string' || typeof status !== 'string' || typeof amount !== 'number') return null
    return { transactionId, stamp, status, amount, provider: typeof provider === 'string' ? provider : null }
  } catch {
    return null
  }
}

function parseCreated(body: string): { transactionId: string; href: string } | null {
  try {
    const data = JSON.parse(body) as { transactionId?: unknown; href?: unknown }
    if (typeof data.transactionId !== 'string' || typeof data.href !== 'string' || !/^https?:\/\//.test(data.href)) return null
    return { transactionId: data.transactionId, href: data.href }
  } catch {
    return null
  }
}

/** Paytrail's answer to a refund: the refund's own transaction and how it stands. */
function parseRefund(body: string): { transactionId: string; outcome: RefundOutcome } | null {
  try {
    const data = JSON.parse(body) as { transactionId?: unknown; status?: unknown }
    const outcome = typeof data.status === 'string' ? refundOutcomes[data.status] : undefined
    if (typeof data.transactionId !== 'string' || data.transactionId === '' || !outcome) return null
    return { transactionId: data.transactionId, outcome }
  } catch {
    return null
  }
}

const errorMessage = (body: string) => {
  try {
    return String((JSON.parse(body) as { message?: unknown }).message ?? body).slice(0, 300)
  } catch {
    return body.slice(0, 300)
  }
}

/**
 * The Paytrail provider (docs/checkout.md#paytrail): signed `POST /payments` and refunds, signed
 * answers, signed returns and callbacks.
 */
export function createPaytrailProvider({ merchantId, secret, apiUrl, timeoutMs = 15_000 }: PaytrailSettings): PaymentProvider {
  const base = apiUrl.replace(/\/+$/, '')

  /** A signed request (docs/checkout.md#paytrail): the `checkout-*` headers, and the body, under the merchant secret. */
  async function call(method: 'GET' | 'POST', path: string, body = '', extraHeaders: Record<string, string> = {}) {
    const headers = {
      'checkout-account': merchantId,
      'checkout-algorithm': 'sha256',
      'checkout-method': method,
      'checkout-nonce': randomUUID(),
      'checkout-timestamp': new Date().toISOString(),
      ...extraHeaders,
    }
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...headers,
          ...(method === 'POST' ? { 'content-type': 'application/json; charset=utf-8' } : {}),
          signature: paytrailSignature(secret, headers, body),
        },
        body: method === 'POST' ? body : undefined,
        signal: AbortSignal.timeout(timeoutMs),
        cache: 'no-store',
      })
      return { response, text: await response.text() }
    } catch (cause) {
      throw new PaymentProviderError('unreachable', `Paytrail did not answer: ${cause instanceof Error ? cause.message : String(cause)}`, undefined, { cause })
    }
  }

  return {
    name: 'paytrail',

    async createPayment(input) {
      assertItemsMatchAmount(input)
      const body = JSON.stringify(paytrailPaymentBody(input))
      const { response, text } = await call('POST', '/payments', body)
      const requestId = response.headers.get('request-id') ?? 'none'
      if (!response.ok) {
        throw new PaymentProviderError(
          'rejected',
          `Paytrail refused payment ${input.stamp} (${response.status}, request ${requestId}): ${errorMessage(text)}`,
          response.status,
        )
      }
      if (!responseSignatureValid(secret, response.headers, text)) {
        throw new PaymentProviderError(
          'bad-signature',
          `Paytrail's answer for payment ${input.stamp} has no valid signature (request ${requestId})`,
          response.status,
        )
      }
      const created = parseCreated(text)
      if (!created)
        throw new PaymentProviderError(
          'malformed',
          `Paytrail's answer for payment ${input.stamp} has no transactionId or href (request ${requestId})`,
          response.status,
        )
      return { providerId: created.transactionId, terminalUrl: created.href }
    },

    async paymentStatus({ stamp, providerId }) {
      const { response, text } = await call('GET', `/payments/${encodeURIComponent(providerId)}`, '', { 'checkout-transaction-id': providerId })
      if (!response.ok || !responseSignatureValid(secret, response.headers, text)) {
        console.warn(
          `[paytrail] the status of payment ${stamp} could not be read (${response.status}, request ${response.headers.get('request-id') ?? 'none'})`,
        )
        return null
      }
      const found = parseStatus(text)
      const outcome = found && outcomes[found.status]
      if (!found || found.transactionId !== providerId || found.stamp !== stamp) return null
      // 'new': the buyer never finished paying; like 'pending', nothing is decided yet.
      return { stamp, providerId, outcome: outcome ?? 'pending', amount: found.amount, method: found.provider }
    },

    async refund(input) {
      assertRefundable(input)
      const { providerId } = input.payment
      const body = JSON.stringify(paytrailRefundBody(input))
      const { response, text } = await call('POST', `/payments/${encodeURIComponent(providerId)}/refund`, body, { 'checkout-transaction-id': providerId })
      const requestId = response.headers.get('request-id') ?? 'none'
      const what = `refund ${input.refundStamp} of payment ${input.payment.stamp}`
      // 422: the payment method cannot refund; 400 also covers an amount above what is left to refund.
      if (!response.ok) {
        throw new PaymentProviderError(
          'rejected',
          `Paytrail refused ${what} (${response.status}, request ${requestId}): ${errorMessage(text)}`,
          response.status,
        )
      }
      // Unverified, the answer may still mean the refund was made: the caller retries with the same refundStamp.
      if (!responseSignatureValid(secret, response.headers, text)) {
        throw new PaymentProviderError('bad-signature', `Paytrail's answer for ${what} has no valid signature (request ${requestId})`, response.status)
      }
      const refund = parseRefund(text)
      if (!refund) {
        throw new PaymentProviderError(
          'malformed',
          `Paytrail's answer for ${what} has no transactionId or known status (request ${requestId})`,
          response.status,
        )
      }
      return { providerRefundId: refund.transactionId, outcome: refund.outcome }
    },

    verifyRefundCallback(query) {
      const signed = readSignedRefundCallback(secret, merchantId, query)
      if (!signed || (signed.status !== 'ok' && signed.status !== 'fail')) return null
      return { providerRefundId: signed.providerRefundId, outcome: signed.status, amount: signed.amount }
    },

    verifyReturn(query) {
      const signed = readSignedReturn(secret, merchantId, query)
      const outcome = signed && outcomes[signed.status]
      if (!signed || !outcome) return null
      // Paytrail has no cancel status: a cancel arrives at our cancel address with status fail.
      const cancelled = outcome === 'fail' && query.responseCode === 'Cancel'
      return { stamp: signed.stamp, providerId: signed.providerId, outcome: cancelled ? 'cancel' : outcome, amount: signed.amount, method: signed.method }
    },
  }
}
