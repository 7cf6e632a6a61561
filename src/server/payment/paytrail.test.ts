import { createHmac } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFakePaytrail, type FakePaytrail } from '../../../tests/fixtures/fakePaytrail'
import { PaymentProviderError } from './errors'
import { createPaytrailProvider } from './paytrail'
import type { CreatePaymentInput, RefundInput } from './provider'

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

/** Signs parameters (and a body) as Paytrail does, for returns the fake never sends and answers of stand-ins. */
function signAsPaytrail(params: Record<string, string>, body = '', key = secret): Record<string, string> {
  const lines = Object.keys(params)
    .filter((k) => k.startsWith('checkout-'))
    .sort()
    .map((k) => `${k}:${params[k]}`)
  return {
    ...params,
    signature: createHmac('sha256', key)
      .update([...lines, body].join('\n'))
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

/** A paid payment at the fake (paid without any return, so no callback is tried). */
async function paidPayment(amount = 25_850) {
  const input = order(amount === 25_850 ? {} : { amount, items: [{ productCode: 'SUP-1', title: 'SUP', unitPrice: amount, units: 1, vatBasisPoints: 2550 }] })
  const created = await provider().createPayment(input)
  expect((await fetch(`${created.terminalUrl}?action=ok-lost`)).status).toBe(200)
  return { stamp: input.stamp, providerId: created.providerId, amount: input.amount }
}

let refundCounter = 0
function refundOf(payment: RefundInput['payment'], amount: number, overrides: Partial<RefundInput> = {}): RefundInput {
  return {
    refundStamp: `refund-${++refundCounter}`,
    payment,
    amount,
    email: 'anna@example.fi',
    callbackUrls: { success: `${callbacks.url}/refund?result=success`, cancel: `${callbacks.url}/refund?result=cancel` },
    ...overrides,
  }
}

/** Where the fake calls refund callbacks: each query is kept. */
const callbacks = { url: '', queries: [] as Record<string, string>[], close: async () => undefined as void }
beforeAll(async () => {
  const server = createServer((request, response) => {
    callbacks.queries.push(Object.fromEntries(new URL(request.url ?? '/', 'http://x').searchParams))
    response.writeHead(200).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  callbacks.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  callbacks.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
})
afterAll(() => callbacks.close())
beforeEach(() => {
  fake.refundMode = 'ok'
  fake.refundFault = null
})

/**
 * A stand-in that keeps the refund request it gets and answers what the test says, signed with
 * the given secret: the request's headers and signature, seen from outside.
 */
async function capturing(answer: { status: number; body: unknown; secret?: string }) {
  const seen: { method?: string; path?: string; headers: Record<string, string>; body: string } = { headers: {}, body: '' }
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    Object.assign(seen, { method: request.method, path: request.url, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
    const text = JSON.stringify(answer.body)
    const headers = { 'checkout-account': merchantId, 'checkout-algorithm': 'sha256', 'checkout-nonce': 'n-1', 'checkout-timestamp': new Date().toISOString() }
    const signature = signAsPaytrail(headers, text, answer.secret).signature!
    response.writeHead(answer.status, { 'content-type': 'application/json', ...headers, signature }).end(text)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { seen, provider: createPaytrailProvider({ merchantId, secret, apiUrl: url }), close: () => new Promise<void>((r) => server.close(() => r())) }
}

const payment = { stamp: 'pay-r', providerId: '5770642a-9a02-4ca2-8eaa-cc6260a78eb6', amount: 10_000 }

describe('a refund request to Paytrail', () => {
  it('posts the refund body to the payment, signing the checkout-* headers with checkout-transaction-id among them', async () => {
    const stand = await capturing({ status: 201, body: { transactionId: 'r-1', provider: 'nordea', status: 'ok' } })
    try {
      const input = refundOf(payment, 2_500, { refundStamp: 'refund-x' })
      expect(await stand.provider.refund(input)).toEqual({ providerRefundId: 'r-1', outcome: 'ok' })
      const { seen } = stand
      expect(seen.method).toBe('POST')
      expect(seen.path).toBe(`/payments/${payment.providerId}/refund`)
      expect(seen.headers['checkout-transaction-id']).toBe(payment.providerId)
      expect(seen.headers['checkout-method']).toBe('POST')
      expect(seen.headers['content-type']).toMatch(/^application\/json/)
      const checkout = Object.fromEntries(Object.entries(seen.headers).filter(([k]) => k.startsWith('checkout-')))
      expect(seen.headers.signature).toBe(signAsPaytrail(checkout, seen.body).signature)
      const without = omit(checkout, 'checkout-transaction-id')
      expect(seen.headers.signature).not.toBe(signAsPaytrail(without, seen.body).signature)
      expect(JSON.parse(seen.body)).toEqual({
        amount: 2_500,
        email: 'anna@example.fi',
        refundStamp: 'refund-x',
        refundReference: 'refund-x',
        callbackUrls: input.callbackUrls,
      })
    } finally {
      await stand.close()
    }
  })

  it('reads pending and fail answers, and refuses unsigned, unknown and refused answers', async () => {
    const cases = [
      [{ status: 201, body: { transactionId: 'r-2', provider: 'nordea', status: 'pending' } }, { outcome: 'pending' }],
      [{ status: 201, body: { transactionId: 'r-3', provider: 'nordea', status: 'fail' } }, { outcome: 'fail' }],
      [{ status: 201, body: { transactionId: 'r-4', status: 'ok' }, secret: 'not-the-secret' }, { reason: 'bad-signature' }],
      [{ status: 201, body: { transactionId: 'r-5', status: 'refunded' } }, { reason: 'malformed' }],
      [{ status: 201, body: { status: 'ok' } }, { reason: 'malformed' }],
      [
        { status: 422, body: { status: 'error', message: 'Provider does not support refunds' } },
        { reason: 'rejected', status: 422 },
      ],
    ] as const
    for (const [answer, expected] of cases) {
      const stand = await capturing(answer)
      try {
        const attempt = stand.provider.refund(refundOf(payment, 100))
        if ('outcome' in expected) await expect(attempt).resolves.toMatchObject(expected)
        else await expect(attempt).rejects.toMatchObject({ name: 'PaymentProviderError', ...expected })
      } finally {
        await stand.close()
      }
    }
  })

  it('sends nothing for a refund of nothing, of a fraction, or of more than the payment', async () => {
    const stand = await capturing({ status: 201, body: { transactionId: 'r-6', status: 'ok' } })
    try {
      for (const amount of [0, 10.5, 10_001]) {
        await expect(stand.provider.refund(refundOf(payment, amount))).rejects.toMatchObject({ reason: 'invalid-input' })
      }
      await expect(stand.provider.refund(refundOf(payment, 1, { refundStamp: '' }))).rejects.toMatchObject({ reason: 'invalid-input' })
      expect(stand.seen.method).toBeUndefined()
    } finally {
      await stand.close()
    }
  })
})

describe('refunds at the fake Paytrail', () => {
  it('refunds a paid payment in parts, and refuses more than is left', async () => {
    const paid = await paidPayment()
    const first = await provider().refund(refundOf(paid, 20_000))
    expect(first.outcome).toBe('ok')
    expect(first.providerRefundId).not.toBe(paid.providerId)
    await expect(provider().refund(refundOf(paid, 5_851))).rejects.toMatchObject({
      reason: 'rejected',
      status: 400,
      message: expect.stringContaining('exceeds'),
    })
    expect(await provider().refund(refundOf(paid, 5_850))).toMatchObject({ outcome: 'ok' })
    await expect(provider().refund(refundOf(paid, 1))).rejects.toMatchObject({ reason: 'rejected', status: 400 })
    expect(fake.payments.get(paid.providerId)?.refunds.map((r) => [r.amount, r.status, r.email])).toEqual([
      [20_000, 'ok', 'anna@example.fi'],
      [5_850, 'ok', 'anna@example.fi'],
    ])
  })

  it('treats a repeated refundStamp as the same refund, taken once', async () => {
    const paid = await paidPayment()
    const input = refundOf(paid, 25_000)
    const first = await provider().refund(input)
    expect(await provider().refund(input)).toEqual(first)
    expect(fake.payments.get(paid.providerId)?.refunds).toHaveLength(1)
    await expect(provider().refund({ ...input, amount: 100 })).rejects.toMatchObject({
      reason: 'rejected',
      message: expect.stringContaining('Duplicate refundStamp'),
    })
    expect(await provider().refund(refundOf(paid, 850))).toMatchObject({ outcome: 'ok' })
  })

  it('refuses an unknown payment, an unpaid one, and a wrong secret', async () => {
    const paid = await paidPayment()
    const unknown = { ...paid, providerId: '00000000-0000-0000-0000-000000000000' }
    await expect(provider().refund(refundOf(unknown, 100))).rejects.toMatchObject({ reason: 'rejected', status: 404 })
    const input = order()
    const unpaid = await provider().createPayment(input)
    await expect(provider().refund(refundOf({ stamp: input.stamp, providerId: unpaid.providerId, amount: input.amount }, 100))).rejects.toMatchObject({
      status: 400,
    })
    const wrong = createPaytrailProvider({ merchantId, secret: 'NOT-THE-SECRET', apiUrl: fake.url })
    await expect(wrong.refund(refundOf(paid, 100))).rejects.toMatchObject({ reason: 'rejected', status: 401 })
    expect(fake.payments.get(paid.providerId)?.refunds).toEqual([])
  })

  it('plays a failed refund, an unsupported method, and a forged answer whose refund a retry then finds', async () => {
    const paid = await paidPayment()
    fake.refundFault = 'fail'
    expect(await provider().refund(refundOf(paid, 25_850))).toMatchObject({ outcome: 'fail' })
    fake.refundFault = 'unsupported'
    await expect(provider().refund(refundOf(paid, 25_850))).rejects.toMatchObject({ reason: 'rejected', status: 422 })
    fake.refundFault = 'bad-response-signature'
    const input = refundOf(paid, 25_850)
    await expect(provider().refund(input)).rejects.toMatchObject({ reason: 'bad-signature' })
    expect(await provider().refund(input)).toMatchObject({ outcome: 'ok' })
    expect(fake.payments.get(paid.providerId)?.refunds.map((r) => r.status)).toEqual(['fail', 'ok'])
  })

  it('answers pending, then calls the success or cancel URL with a signed callback when settled over HTTP', async () => {
    const paid = await paidPayment()
    const settings = await fetch(`${fake.url}/_fake/settings`, { method: 'PUT', body: JSON.stringify({ refundMode: 'pending' }) })
    expect(await settings.json()).toMatchObject({ refundMode: 'pending' })
    const kept = await provider().refund(refundOf(paid, 10_000))
    const failed = await provider().refund(refundOf(paid, 15_850))
    expect([kept.outcome, failed.outcome]).toEqual(['pending', 'pending'])
    await expect(provider().refund(refundOf(paid, 1))).rejects.toMatchObject({ status: 400 })

    const settle = (id: string, result: string) => fetch(`${fake.url}/_fake/refunds/${id}/settle`, { method: 'POST', body: JSON.stringify({ result }) })
    callbacks.queries = []
    expect((await settle(kept.providerRefundId, 'ok')).status).toBe(200)
    expect((await settle(failed.providerRefundId, 'fail')).status).toBe(200)
    expect((await settle(failed.providerRefundId, 'ok')).status).toBe(409)
    const [success, cancel] = callbacks.queries
    expect(success?.result).toBe('success')
    expect(cancel?.result).toBe('cancel')
    expect(provider().verifyRefundCallback(success!)).toEqual({ providerRefundId: kept.providerRefundId, outcome: 'ok', amount: 10_000 })
    expect(provider().verifyRefundCallback(cancel!)).toEqual({ providerRefundId: failed.providerRefundId, outcome: 'fail', amount: 15_850 })

    const state = (await (await fetch(`${fake.url}/_fake/payments/${paid.providerId}`)).json()) as { refunds: { status: string }[] }
    expect(state.refunds.map((r) => r.status)).toEqual(['ok', 'fail'])
    // The failed refund gave its amount back.
    expect(await provider().refund(refundOf(paid, 15_850))).toMatchObject({ outcome: 'pending' })
  })

  it('refuses forged, unsigned, tampered, misdirected and unfinished refund callbacks', async () => {
    const paid = await paidPayment()
    fake.refundMode = 'pending'
    const started = await provider().refund(refundOf(paid, 500))
    callbacks.queries = []
    await fake.settleRefund(started.providerRefundId, 'ok')
    const query = callbacks.queries[0]!
    const verify = (q: Record<string, string>) => provider().verifyRefundCallback(q)
    expect(verify(query)).toMatchObject({ outcome: 'ok' })
    expect(verify(omit(query, 'signature'))).toBeNull()
    expect(verify({ ...query, 'checkout-status': 'fail' })).toBeNull()
    expect(verify({ ...query, 'checkout-amount': '25850' })).toBeNull()
    expect(verify({ ...query, 'checkout-transaction-id': paid.providerId })).toBeNull()
    expect(createPaytrailProvider({ merchantId, secret: 'NOT-THE-SECRET', apiUrl: fake.url }).verifyRefundCallback(query)).toBeNull()
    expect(createPaytrailProvider({ merchantId: '695861', secret, apiUrl: fake.url }).verifyRefundCallback(query)).toBeNull()
    const params = omit(query, 'signature', 'result')
    expect(verify(signAsPaytrail({ ...params, 'checkout-status': 'pending' }))).toBeNull()
    expect(verify(signAsPaytrail(omit(params, 'checkout-transaction-id')))).toBeNull()
    expect(verify(signAsPaytrail({ ...params, 'checkout-amount': 'x' }))).toMatchObject({ outcome: 'ok', amount: null })
  })
})
