import { describe, expect, it } from 'vitest'
import { checkoutEntries, paytrailSignature, verifyPaytrailReturn } from './paytrail'

const secret = 'SAIPPUAKAUPPIAS'
const headers = {
  'checkout-account': '375917',
  'checkout-algorithm': 'sha256',
  'checkout-method': 'GET',
  'checkout-nonce': '123456',
  'checkout-timestamp': '2018-07-05T11:19:25.950Z',
}

describe('paytrailSignature', () => {
  it('matches the published vector (GET, empty body, sha256)', () => {
    expect(paytrailSignature(secret, headers)).toBe('e2070810cb0d8795534cf0c2b983a3dee0858990cd073869ce23437c59f98776')
  })

  it('ignores other headers, case and order', () => {
    const shuffled = {
      'Checkout-Timestamp': headers['checkout-timestamp'],
      'content-type': 'application/json',
      'checkout-nonce': headers['checkout-nonce'],
      'CHECKOUT-METHOD': headers['checkout-method'],
      'checkout-algorithm': headers['checkout-algorithm'],
      'Checkout-Account': headers['checkout-account'],
    }
    expect(paytrailSignature(secret, shuffled)).toBe(paytrailSignature(secret, headers))
    expect(checkoutEntries(shuffled).map(([k]) => k)).toEqual(Object.keys(headers).sort())
  })

  it('signs the body and changes with it and with the algorithm', () => {
    const post = { ...headers, 'checkout-method': 'POST' }
    const a = paytrailSignature(secret, post, '{"amount":100}')
    expect(a).not.toBe(paytrailSignature(secret, post, '{"amount":101}'))
    expect(paytrailSignature(secret, post, '{"amount":100}', 'sha512')).toHaveLength(128)
  })
})

describe('verifyPaytrailReturn', () => {
  const query = {
    'checkout-account': '375917',
    'checkout-algorithm': 'sha256',
    'checkout-amount': '2964',
    'checkout-stamp': 'order-15',
    'checkout-reference': '9187445',
    'checkout-status': 'ok',
    'checkout-provider': 'nordea',
    'checkout-transaction-id': 'b5e5d4a0-4d4c-11e8-a5a2-db4b4c2e5b25',
  }
  const signed = { ...query, signature: paytrailSignature(secret, query) }

  it('accepts a correctly signed return', () => {
    expect(verifyPaytrailReturn(secret, signed)).toBe(true)
  })

  it('refuses a tampered status, a wrong secret, a missing or malformed signature and unknown algorithms', () => {
    expect(verifyPaytrailReturn(secret, { ...signed, 'checkout-status': 'fail' })).toBe(false)
    expect(verifyPaytrailReturn('other', signed)).toBe(false)
    expect(verifyPaytrailReturn(secret, { ...query })).toBe(false)
    expect(verifyPaytrailReturn(secret, { ...signed, signature: 'zz' })).toBe(false)
    expect(verifyPaytrailReturn(secret, { ...signed, 'checkout-algorithm': 'md5' })).toBe(false)
  })

  it('accepts only a signature of exactly the algorithm’s length (hex decoding would drop one extra character)', () => {
    for (const extra of ['0', 'f', 'a']) expect(verifyPaytrailReturn(secret, { ...signed, signature: `${signed.signature}${extra}` })).toBe(false)
    expect(verifyPaytrailReturn(secret, { ...signed, signature: signed.signature.slice(0, -2) })).toBe(false)
    expect(verifyPaytrailReturn(secret, { ...signed, signature: signed.signature.toUpperCase() })).toBe(true)
  })
})
