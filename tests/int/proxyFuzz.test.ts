/**
 * A bounded, deterministic fuzz of the storefront API: every route under src/app/proxy, every
 * method, malformed bodies, queries and content types, and each field of a valid body swapped for
 * values of the wrong kind. Whatever comes in, the answer is never a 5xx and always JSON (the test
 * terminal's page and the terminal redirect excepted, which are not API answers, and the events
 * feed's calendar file when the request was good).
 */
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { baseUrl } from './helpers'

function routes(dir = 'src/app/proxy', prefix = '/proxy'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (!statSync(full).isDirectory()) return name === 'route.ts' ? [prefix] : []
    // The catch-all answers any other path: try one it would take.
    return routes(full, name === '[...path]' ? `${prefix}/no/such/endpoint` : `${prefix}/${name}`)
  })
}

const notApi = ['/proxy/test-terminal', '/proxy/payment/terminal']
/** Routes whose answer to a good request is a file, not JSON; a refused one is JSON like any other. */
const fileAnswers: Record<string, string> = { '/proxy/vm-view/v1/events.ics': 'text/calendar', '/proxy/vm-shopping/v1/order/calendar.ics': 'text/calendar' }
const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** A valid body of each route that takes one: the fuzz breaks one field at a time. */
const validBodies: Record<string, Record<string, unknown>> = {
  '/proxy/api/v2/exists': { email: 'fuzz@example.com' },
  '/proxy/api/v2/login': { email: 'fuzz@example.com', password: 'Kuusi.rinne7' },
  '/proxy/api/v2/register': { email: 'fuzz@example.com', password: 'Kuusi.rinne7' },
  '/proxy/vm-customer/v2/register': {
    email: 'fuzz@example.com',
    password: 'Kuusi.rinne7',
    confirmPassword: 'Kuusi.rinne7',
    optInNewsletter: false,
    friends: false,
    phone: '',
  },
  '/proxy/vm-customer/v2/email/verify': { code: 'ST1-123456', email: 'fuzz@example.com' },
  '/proxy/vm-customer/v2/email/resend': { email: 'fuzz@example.com' },
  '/proxy/vm-customer/v2/account/exists': { email: 'fuzz@example.com' },
  '/proxy/vm-customer/v2/password/request-reset': { email: 'fuzz@example.com' },
  '/proxy/vm-customer/v1/password/request-reset': { email: 'fuzz@example.com', language: 'fi' },
  '/proxy/vm-customer/v2/password/reset': { code: 'x'.repeat(43), password: 'Kuusi.rinne7' },
  '/proxy/vm-customer/v1/password/reset': { email: 'fuzz@example.com', token: 'x'.repeat(43), password: 'Kuusi.rinne7' },
  '/proxy/vm-customer/v2/user': { firstName: 'A', lastName: 'B', email: 'fuzz@example.com', phone: '+358401234567', address: 'Tie 1', zip: '12345', city: 'C' },
  '/proxy/vm-customer/v2/user/password': { currentPassword: 'Kuusi.rinne7', newPassword: 'Kuusi.rinne8', confirmPassword: 'Kuusi.rinne8' },
  '/proxy/vm-customer/v2/registerWithoutPassword': { email: 'fuzz@example.com', firstName: 'A', lastName: 'B', phone: '', address: '', zip: '', city: '' },
  '/proxy/vm-communication/v1/newsletter/subscribe': {
    firstName: 'A',
    lastName: 'B',
    email: 'fuzz@example.com',
    company: true,
    consent: true,
    source: 'newsletter',
  },
  '/proxy/vm-communication/v1/newsletter/confirm': { token: 'x'.repeat(43) },
  '/proxy/vm-view/v2/product/availability': {
    productCode: 'HUONE-2H',
    productCodesInCart: [],
    filter: { dates: { from: '2027-02-01', to: '2027-02-03' }, persons: { numberOfAdults: 2 } },
  },
  '/proxy/vm-view/v1/category/items': { categoryCode: 'MAJOITUS', filter: { dates: { from: '2027-02-01', to: '2027-02-03' }, persons: { numberOfAdults: 2 } } },
  '/proxy/vm-view/v2/product/totals': {
    items: [{ id: 'a', productCode: 'HUONE-2H', metadata: { amount: 1, dates: { from: '2027-02-01', to: '2027-02-03' }, variation: 'freeCancellation' } }],
    promotionCode: 'TALVI15',
  },
  '/proxy/digital-order/v1/cart/validate': { items: [{ quantity: 1, code: 'CLIMB-1', showUpsell: true }], discountCode: 'TALVI15' },
  '/proxy/vm-shopping/v2/order/submit': {
    redirectBaseUrl: baseUrl,
    paymentTerminalLanguage: 'fi',
    items: [{ productCode: 'HUONE-2H', metadata: { amount: 1, dates: { from: '2027-02-01', to: '2027-02-03' }, variation: 'freeCancellation' } }],
    contactDetails: { firstName: 'A', lastName: 'B', email: 'fuzz@example.com', phoneNumber: '+358401234567', address: '', zipCode: '', city: '' },
    termsAccepted: false,
  },
}

const wrongValues: unknown[] = [null, 0, -1, 1e308, '', 'x'.repeat(10_000), true, [], [null], {}, { $gt: '' }, '\u0000\ud800', '../../etc/passwd', '<script>']

/** Malformed raw bodies, whatever the route. */
const rawBodies: [string, string][] = [
  ['application/json', ''],
  ['application/json', '{'],
  ['application/json', '[]'],
  ['application/json', 'null'],
  ['application/json', '"text"'],
  ['application/json', '42'],
  ['application/json', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}'],
  ['application/json', JSON.stringify({ a: Array.from({ length: 2000 }, (_, i) => ({ [i]: [i] })) })],
  ['application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'a=1&b=2'],
  ['multipart/form-data; boundary=x', '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
]

const queries = [
  '',
  '?locale=xx-XX',
  '?pagePath=',
  `?pagePath=${'a/'.repeat(400)}`,
  '?pagePath=%E0%A4%A',
  '?pagePath=a%00b',
  '?preview=2',
  '?transactionId=x&checkout-status=ok',
  '?transactionId=%00',
  '?locale[]=1&locale[]=2',
]

/** Each field of a valid body swapped for each wrong value, and left out. */
function mutations(body: Record<string, unknown>): unknown[] {
  return Object.keys(body).flatMap((key) => {
    const without = Object.fromEntries(Object.entries(body).filter(([name]) => name !== key))
    return [without, ...wrongValues.map((value) => ({ ...body, [key]: value }))]
  })
}

let n = 0
/** Each call from a client of its own, so the per-client limits do not turn every answer into 429. */
async function call(method: string, url: string, body?: string, contentType = 'application/json') {
  n++
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    redirect: 'manual',
    headers: { 'x-forwarded-for': `10.250.${(n >> 8) & 255}.${n & 255}`, ...(body === undefined ? {} : { 'content-type': contentType }) },
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  })
  const text = await response.text()
  return { status: response.status, type: response.headers.get('content-type') ?? '', text }
}

function expectJsonAnswer(label: string, answer: Awaited<ReturnType<typeof call>>) {
  expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBeLessThan(500)
  const file = Object.entries(fileAnswers).find(([route]) => label.includes(`${route}`) && !label.includes(`${route}/`))
  if (file && answer.status < 400) return void expect(answer.type, label).toContain(file[1])
  expect(answer.type, label).toContain('application/json')
  const parsed = JSON.parse(answer.text) as { status?: unknown; message?: unknown }
  if (answer.status >= 400) {
    expect(parsed.status, label).toBe(answer.status)
    expect(typeof parsed.message, label).toBe('string')
  }
}

describe('the storefront API under malformed input', () => {
  const all = routes().filter((route) => !notApi.includes(route))

  it('finds every route', () => {
    expect(all.length).toBeGreaterThan(30)
    expect(all).toContain('/proxy/vm-shopping/v2/order/submit')
  })

  it('answers every method of every route with JSON, a wrong method with a 405 that names the right ones', async () => {
    for (const route of all) {
      for (const method of methods) {
        const answer = await call(method, route, method === 'GET' ? undefined : '{}')
        expectJsonAnswer(`${method} ${route}`, answer)
        if (answer.status === 405) expect(JSON.parse(answer.text).message, `${method} ${route}`).toMatch(/^Method \w+ not allowed; use /)
      }
    }
  })

  it('answers malformed bodies, content types and queries with a 4xx and JSON, never a 5xx', async () => {
    for (const route of all) {
      for (const method of ['POST', 'PUT'] as const) {
        for (const [contentType, body] of rawBodies) expectJsonAnswer(`${method} ${route} ${body.slice(0, 40)}`, await call(method, route, body, contentType))
      }
      for (const query of queries) expectJsonAnswer(`GET ${route}${query}`, await call('GET', `${route}${query}`))
    }
  })

  it('answers the payment pages (HTML and redirects, not API answers) without a 5xx too', async () => {
    for (const route of notApi) {
      for (const query of queries) {
        for (const method of methods) {
          const answer = await call(method, `${route}${query}`, method === 'GET' ? undefined : 'token=x&action=pay', 'application/x-www-form-urlencoded')
          expect(answer.status, `${method} ${route}${query}: ${answer.text.slice(0, 200)}`).toBeLessThan(500)
        }
      }
    }
  })

  it('answers each field of a valid body replaced by a value of the wrong kind without a 5xx', async () => {
    for (const [route, body] of Object.entries(validBodies)) {
      const method = route === '/proxy/vm-customer/v2/user' || route === '/proxy/vm-customer/v2/user/password' ? 'PUT' : 'POST'
      for (const mutated of mutations(body))
        expectJsonAnswer(`${method} ${route} ${JSON.stringify(mutated).slice(0, 120)}`, await call(method, route, JSON.stringify(mutated)))
    }
  }, 120_000)
})
