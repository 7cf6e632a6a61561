/**
 * Paytrail's request and return signatures (docs/checkout.md#paytrail): the `checkout-*` headers (or query
 * parameters of a return or callback), lowercased and sorted, as `key:value` lines, then the body
 * (empty for GET and for returns), joined by newlines and signed with HMAC-SHA256 or -SHA512 in hex.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export type PaytrailAlgorithm = 'sha256' | 'sha512'

/**
 * A signature in hex of exactly the algorithm's length. Only then are the two compared: hex decoding
 * drops a trailing odd character, so a looser check would accept a signature with one appended.
 */
export function isSignatureOf(algorithm: string | null | undefined, signature: string | null | undefined): algorithm is PaytrailAlgorithm {
  const hexLength = algorithm === 'sha256' ? 64 : algorithm === 'sha512' ? 128 : 0
  return hexLength > 0 && signature?.length === hexLength && /^[0-9a-f]+$/i.test(signature)
}

/** The `checkout-*` entries of a header or query map, lowercased and sorted by name. */
export function checkoutEntries(params: Record<string, string | undefined>): [string, string][] {
  return Object.entries(params)
    .map(([key, value]) => [key.toLowerCase(), value] as const)
    .filter((entry): entry is [string, string] => entry[0].startsWith('checkout-') && entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

export function paytrailSignature(secret: string, params: Record<string, string | undefined>, body = '', algorithm: PaytrailAlgorithm = 'sha256'): string {
  const payload = [...checkoutEntries(params).map(([key, value]) => `${key}:${value}`), body].join('\n')
  return createHmac(algorithm, secret).update(payload).digest('hex')
}

/**
 * Whether a return or callback really comes from Paytrail: its `checkout-*` query parameters signed
 * with an empty body must give its `signature`, with the algorithm it names (only sha256/sha512).
 */
export function verifyPaytrailReturn(secret: string, query: Record<string, string | undefined>): boolean {
  const algorithm = query['checkout-algorithm']
  const signature = query.signature
  if (!signature || !isSignatureOf(algorithm, signature)) return false
  const expected = Buffer.from(paytrailSignature(secret, query, '', algorithm), 'hex')
  const given = Buffer.from(signature, 'hex')
  return expected.length === given.length && timingSafeEqual(expected, given)
}
