import 'server-only'
import { randomUUID, timingSafeEqual } from 'node:crypto'
import { paytrailSignature } from '@/domain/payment/paytrail'
import { PaymentProviderError } from './errors'
import { assertItemsMatchAmount } from './paymentItems'
import { paytrailPaymentBody } from './paytrailPaymentBody'
import type { PaymentOutcome, PaymentProvider } from './provider'
import { readSignedReturn } from './signedReturn'

export type PaytrailSettings = { merchantId: string; secret: string; apiUrl: string; timeoutMs?: number }

const outcomes: Record<string, PaymentOutcome> = { ok: 'ok', fail: 'fail', pending: 'pending', delayed: 'pending' }

/**
 * Paytrail signs its answers like our requests: the `checkout-*` response headers and the body. An
 * answer we cannot verify could send the buyer to someone else's payment page.
 */
function responseSignatureValid(secret: string, headers: Headers, body: string): boolean {
  const algorithm = headers.get('checkout-algorithm')
  const signature = headers.get('signature') ?? ''
  if ((algorithm !== 'sha256' && algorithm !== 'sha512') || !/^[0-9a-f]+$/i.test(signature)) return false
  const expected = Buffer.from(paytrailSignature(secret, Object.fromEntries(headers.entries()), body, algorithm), 'hex')
  const given = Buffer.from(signature, 'hex')
  return expected.length === given.length && timingSafeEqual(expected, given)
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

const errorMessage = (body: string) => {
  try {
    return String((JSON.parse(body) as { message?: unknown }).message ?? body).slice(0, 300)
  } catch {
    return body.slice(0, 300)
  }
}

/** The Paytrail provider (DESIGN.md §6): signed `POST /payments`, signed answers, signed returns. */
export function createPaytrailProvider({ merchantId, secret, apiUrl, timeoutMs = 15_000 }: PaytrailSettings): PaymentProvider {
  const base = apiUrl.replace(/\/+$/, '')
  return {
    name: 'paytrail',

    async createPayment(input) {
      assertItemsMatchAmount(input)
      const body = JSON.stringify(paytrailPaymentBody(input))
      const headers = {
        'checkout-account': merchantId,
        'checkout-algorithm': 'sha256',
        'checkout-method': 'POST',
        'checkout-nonce': randomUUID(),
        'checkout-timestamp': new Date().toISOString(),
      }
      let response: Response
      let text: string
      try {
        response = await fetch(`${base}/payments`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json; charset=utf-8', signature: paytrailSignature(secret, headers, body) },
          body,
          signal: AbortSignal.timeout(timeoutMs),
          cache: 'no-store',
        })
        text = await response.text()
      } catch (cause) {
        throw new PaymentProviderError('unreachable', `Paytrail did not answer: ${cause instanceof Error ? cause.message : String(cause)}`, undefined, { cause })
      }
      const requestId = response.headers.get('request-id') ?? 'none'
      if (!response.ok) {
        throw new PaymentProviderError('rejected', `Paytrail refused payment ${input.stamp} (${response.status}, request ${requestId}): ${errorMessage(text)}`, response.status)
      }
      if (!responseSignatureValid(secret, response.headers, text)) {
        throw new PaymentProviderError('bad-signature', `Paytrail's answer for payment ${input.stamp} has no valid signature (request ${requestId})`, response.status)
      }
      const created = parseCreated(text)
      if (!created) throw new PaymentProviderError('malformed', `Paytrail's answer for payment ${input.stamp} has no transactionId or href (request ${requestId})`, response.status)
      return { providerId: created.transactionId, terminalUrl: created.href }
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
