import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestTerminal, type TerminalRecord } from './testTerminal'
import { showTerminal, submitTerminal } from './terminalService'

let shop: Server
let shopUrl = ''
const callbacks: string[] = []
const saved = new Map<string, TerminalRecord>()
const terminal = createTestTerminal({
  appSecret: 's'.repeat(32),
  publicBase: 'http://shop.test',
  records: { save: async (r) => void saved.set(r.providerId, r), find: async (id) => saved.get(id) ?? null },
})

beforeAll(async () => {
  shop = createServer((request, response) => {
    if (request.url?.startsWith('/slow')) return // never answers: the terminal must not wait for it
    callbacks.push(request.url ?? '')
    response.end('ok')
  })
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve))
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`
})
afterAll(() => {
  shop.closeAllConnections()
  shop.close()
})

async function tokenFor(callback: string) {
  const created = await terminal.createPayment({
    stamp: 'pay-3',
    orderNumber: 'KR-3',
    amount: 1_000,
    language: 'sv',
    customer: { email: 'a@example.fi', firstName: 'A', lastName: 'B', phone: '' },
    items: [],
    successUrl: `${shopUrl}/sv/checkout?transactionId=pay-3&responseCode=OK`,
    cancelUrl: `${shopUrl}/sv/checkout?transactionId=pay-3&responseCode=Cancel`,
    callbackUrl: callback.startsWith('/') ? `${shopUrl}${callback}` : callback,
  })
  return new URL(created.terminalUrl).searchParams.get('token') ?? ''
}

describe('the terminal page', () => {
  it('shows the payment for a valid token and a 400 page in the fallback language otherwise', async () => {
    const shown = showTerminal(terminal, await tokenFor('/callback'), 'fi')
    expect(shown.status).toBe(200)
    expect('html' in shown && shown.html).toContain('<html lang="sv">')
    const refused = showTerminal(terminal, 'forged.token', 'en')
    expect(refused.status).toBe(400)
    expect('html' in refused && refused.html).toContain('This payment link is not valid')
  })

  it('answers 404 when another provider is configured', async () => {
    expect(showTerminal(null, 'x', 'fi').status).toBe(404)
    expect((await submitTerminal(null, 'x', 'pay', 'fi')).status).toBe(404)
  })
})

describe('submitting the terminal form', () => {
  it('calls the shop back with the signed result, then sends the browser to the return address', async () => {
    const answer = await submitTerminal(terminal, await tokenFor('/callback?transactionId=pay-3'), 'timeout', 'fi')
    if (answer.status !== 303) throw new Error(`status ${answer.status}`)
    const location = new URL(answer.location)
    expect(location.pathname).toBe('/sv/checkout')
    expect(location.searchParams.get('responseCode')).toBe('Cancel')
    expect(terminal.verifyReturn(Object.fromEntries(location.searchParams))?.outcome).toBe('timeout')
    const callback = new URL(callbacks.at(-1) ?? '', shopUrl)
    expect(callback.pathname).toBe('/callback')
    expect(terminal.verifyReturn(Object.fromEntries(callback.searchParams))?.outcome).toBe('timeout')
  })

  it('still returns the browser when the callback hangs or nobody answers', async () => {
    const slow = await submitTerminal(terminal, await tokenFor('/slow'), 'pay', 'fi', 200)
    expect(slow.status).toBe(303)
    const unreachable = await submitTerminal(terminal, await tokenFor('http://127.0.0.1:9/callback'), 'pay', 'fi')
    expect(unreachable.status).toBe(303)
  })

  it('on a lost return, calls nobody and keeps the browser on the terminal with a page that says so', async () => {
    const before = callbacks.length
    const answer = await submitTerminal(terminal, await tokenFor('/callback?transactionId=pay-3'), 'payLost', 'fi')
    expect(answer.status).toBe(200)
    expect('html' in answer && answer.html).toContain('Betalningen är gjord, men butiken fick inget besked')
    expect(callbacks.length).toBe(before)
  })

  it('refuses a forged token or an unknown action with a 400 page', async () => {
    expect((await submitTerminal(terminal, 'forged.token', 'pay', 'sv')).status).toBe(400)
    expect((await submitTerminal(terminal, await tokenFor('/callback'), 'refund', 'sv')).status).toBe(400)
    expect((await submitTerminal(terminal, undefined, undefined, 'sv')).status).toBe(400)
  })
})
