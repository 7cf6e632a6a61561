import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFakePaytrail, type FakePaytrail } from '../../../tests/fixtures/fakePaytrail'
import { PaymentProviderError } from './errors'
import { createPaytrailProvider } from './paytrail'
import type { CreatePaymentInput } from './provider'

const merchantId = '375917'
const secret = 'SAIPPUAKAUPPIAS'
let fake: FakePaytrail
let counter = 0

beforeAll(async () => {
  fake = await startFakePaytrail({ merchantId, secret })
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.fault = null
})

function order(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  const stamp = `pay-${++counter}`
  return {
    stamp,
    orderNumber: `KR-1000${counter}`,
    amount: 25_850,
    language: 'sv',
    customer: { email: 'anna@example.fi', firstName: 'Anna', lastName: 'Virtanen', phone: '+358401234567' },
    items: [
      { productCode: 'HUONE-2', title: 'Dubbelrum, 2 nätter', unitPrice: 11_900, units: 2, vatBasisPoints: 1350 },
      { productCode: 'SUP-1', title: 'SUP-kurs', unitPrice: 2_050, units: 1, vatBasisPoints: 2550 },
    ],
    successUrl: `https://shop.example/checkout?transactionId=${stamp}&responseCode=OK`,
    cancelUrl: `https://shop.example/checkout?transactionId=${stamp}&responseCode=Cancel`,
    callbackUrl: `http://127.0.0.1:9/proxy/payment-callback?transactionId=${stamp}`,
    ...overrides,
  }
}

/** Signs return parameters as Paytrail does, for statuses the fake never sends. */
function signAsPaytrail(params: Record<string, string>): Record<string, string> {
  const lines = Object.keys(params)
    .filter((k) => k.startsWith('checkout-'))
    .sort()
    .map((k) => `${k}:${params[k]}`)
  return {
    ...params,
    signature: createHmac('sha256', secret)
      .update([...lines, ''].join('\n'))
      .digest('hex'),
  }
}

const omit = (record: Record<string, string>, ...keys: string[]) => Object.fromEntries(Object.entries(record).filter(([k]) => !keys.includes(k)))

const provider = () => createPaytrailProvider({ merchantId, secret, apiUrl: `${fake.url}/` })

/** Follows the fake's hosted page to the browser's return address and gives its query. */
async function returnQuery(terminalUrl: string, action: 'ok' | 'fail' | 'cancel'): Promise<Record<string, string>> {
  const response = await fetch(`${terminalUrl}?action=${action}`, { redirect: 'manual' })
  expect(response.status).toBe(302)
  return Object.fromEntries(new URL(response.headers.get('location') ?? '').searchParams)
}

describe('Paytrail provider against the fake Paytrail', () => {
  it('opens a payment with a signed request and gives the hosted page of the transaction', async () => {
    const input = order()
    const created = await provider().createPayment(input)
    const payment = fake.payments.get(created.providerId)
    expect(created.terminalUrl).toBe(`${fake.url}/pay/${created.providerId}`)
    expect(payment?.body).toMatchObject({
      stamp: input.stamp,
      reference: input.orderNumber,
      amount: 25_850,
      currency: 'EUR',
      language: 'SV',
      items: [
        { unitPrice: 11_900, units: 2, vatPercentage: 13.5, productCode: 'HUONE-2', description: 'Dubbelrum, 2 nätter' },
        { unitPrice: 2_050, units: 1, vatPercentage: 25.5, productCode: 'SUP-1', description: 'SUP-kurs' },
      ],
      customer: { email: 'anna@example.fi', firstName: 'Anna', lastName: 'Virtanen', phone: '+358401234567' },
      redirectUrls: { success: input.successUrl, cancel: input.cancelUrl },
    })
  })

  it('is refused with a wrong secret, and says so as a PaymentProviderError', async () => {
    const wrong = createPaytrailProvider({ merchantId, secret: 'NOT-THE-SECRET', apiUrl: fake.url })
    const attempt = wrong.createPayment(order())
    await expect(attempt).rejects.toBeInstanceOf(PaymentProviderError)
    await expect(attempt).rejects.toMatchObject({ reason: 'rejected', status: 401, message: expect.stringContaining('HMAC signature mismatch') })
  })

  it('refuses an answer whose signature does not verify', async () => {
    fake.fault = 'bad-response-signature'
    await expect(provider().createPayment(order())).rejects.toMatchObject({ name: 'PaymentProviderError', reason: 'bad-signature' })
  })

  it('turns a server error and an unreachable Paytrail into PaymentProviderErrors', async () => {
    fake.fault = 'server-error'
    await expect(provider().createPayment(order())).rejects.toMatchObject({ reason: 'rejected', status: 503 })
    const gone = createPaytrailProvider({ merchantId, secret, apiUrl: 'http://127.0.0.1:9' })
    await expect(gone.createPayment(order())).rejects.toMatchObject({ reason: 'unreachable' })
  })

  it('does not send items that do not add up to the amount', async () => {
    const before = fake.payments.size
    await expect(provider().createPayment(order({ amount: 25_851 }))).rejects.toMatchObject({ reason: 'invalid-input' })
    expect(fake.payments.size).toBe(before)
  })

  it('accepts a paid return and tells the amount, the method and the transaction', async () => {
    const input = order()
    const created = await provider().createPayment(input)
    const query = await returnQuery(created.terminalUrl, 'ok')
    expect(query.responseCode).toBe('OK')
    expect(provider().verifyReturn(query)).toEqual({ stamp: input.stamp, providerId: created.providerId, outcome: 'ok', amount: 25_850, method: 'osuuspankki' })
  })

  it('reads a fail on the cancel address as a cancel, and the cancel callback the same way', async () => {
    const input = order()
    const created = await provider().createPayment(input)
    const query = await returnQuery(created.terminalUrl, 'cancel')
    expect(query['checkout-status']).toBe('fail')
    expect(provider().verifyReturn(query)?.outcome).toBe('cancel')
    const callback = Object.fromEntries(new URL(fake.payments.get(created.providerId)?.callbacks[0]?.url ?? '').searchParams)
    expect(provider().verifyReturn(callback)?.outcome).toBe('cancel')
  })

  it('reads fail as fail, and pending or delayed as pending', async () => {
    const created = await provider().createPayment(order())
    const query = await returnQuery(created.terminalUrl, 'fail')
    const params = omit(query, 'responseCode', 'signature')
    expect(provider().verifyReturn({ ...query, responseCode: 'OK' })?.outcome).toBe('fail')
    expect(provider().verifyReturn(signAsPaytrail(params))?.outcome).toBe('fail')
    expect(provider().verifyReturn(signAsPaytrail({ ...params, 'checkout-status': 'pending' }))?.outcome).toBe('pending')
    expect(provider().verifyReturn(signAsPaytrail({ ...params, 'checkout-status': 'delayed' }))?.outcome).toBe('pending')
    expect(provider().verifyReturn(signAsPaytrail({ ...params, 'checkout-status': 'new' }))).toBeNull()
  })

  it('refuses tampered, unsigned, misdirected and unknown-algorithm returns', async () => {
    const input = order()
    const created = await provider().createPayment(input)
    const query = await returnQuery(created.terminalUrl, 'ok')
    const verify = (q: Record<string, string>) => provider().verifyReturn(q)
    const unsigned = omit(query, 'signature')
    expect(verify({ ...query, 'checkout-amount': '1' })).toBeNull()
    expect(verify({ ...query, 'checkout-status': 'fail' })).toBeNull()
    expect(verify(unsigned)).toBeNull()
    expect(verify({ ...query, transactionId: 'pay-other' })).toBeNull()
    expect(verify({ ...query, 'checkout-algorithm': 'md5' })).toBeNull()
    expect(createPaytrailProvider({ merchantId: '695861', secret, apiUrl: fake.url }).verifyReturn(query)).toBeNull()
  })
})

describe('asking Paytrail how a payment stands (lost returns)', () => {
  it('reads a signed GET /payments/{id}: new is pending, a payment made without any return is ok', async () => {
    const input = order()
    const created = await provider().createPayment(input)
    const asked = { stamp: input.stamp, providerId: created.providerId }
    expect(await provider().paymentStatus(asked)).toEqual({ ...asked, outcome: 'pending', amount: 25_850, method: null })
    const paid = await fetch(`${created.terminalUrl}?action=ok-lost`)
    expect(paid.status).toBe(200)
    expect(fake.payments.get(created.providerId)?.callbacks).toEqual([])
    expect(await provider().paymentStatus(asked)).toEqual({ ...asked, outcome: 'ok', amount: 25_850, method: 'osuuspankki' })
  })

  it('answers nothing for another stamp, an unknown payment, or an answer it cannot verify', async () => {
    const input = order()
    const created = await provider().createPayment(input)
    expect(await provider().paymentStatus({ stamp: 'pay-other', providerId: created.providerId })).toBeNull()
    expect(await provider().paymentStatus({ stamp: input.stamp, providerId: '00000000-0000-0000-0000-000000000000' })).toBeNull()
    const forgedKey = createPaytrailProvider({ merchantId, secret: 'not-the-secret', apiUrl: fake.url })
    expect(await forgedKey.paymentStatus({ stamp: input.stamp, providerId: created.providerId })).toBeNull()
  })
})
