import { afterAll, describe, expect, it } from 'vitest'
import { createSqlPort } from '@/server/db/sqlPort'
import { baseUrl, databaseUrl, getJson, postJson, staffApi, staffToken } from './helpers'
import { codeFromOutbox, latestMailTo, linkFromOutbox } from '../outbox'

const db = createSqlPort(databaseUrl)
afterAll(() => db.close())

const password = 'Kuusi.rinne7'
const unique = (name = 'uutiset') => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
const person = (email: string) => ({ firstName: 'Aino', lastName: 'Virtanen', email, company: false, consent: true })
const subscribe = (body: unknown, locale = 'fi-FI') => postJson('/proxy/vm-communication/v1/newsletter/subscribe', body, { 'x-locale': locale })
const confirm = (email: string) =>
  postJson('/proxy/vm-communication/v1/newsletter/confirm', { token: linkFromOutbox(email, '/newsletter?token=').searchParams.get('token') })

type Row = { status: string; company: unknown; source: string; consent_at: unknown; unsubscribed_at: unknown }
const subscription = async (email: string) =>
  (await db.query<Row>('SELECT status, company, source, consent_at, unsubscribed_at FROM newsletter_subscriptions WHERE email = ?', [email]))[0]

/** The address the List-Unsubscribe header names (the mail app's one-click button), on the test server. */
function oneClickUrl(email: string): URL {
  const header = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(latestMailTo(email).replace(/\r?\n\s+/g, ' '))
  if (!header) throw new Error(`no List-Unsubscribe in mail to ${email}`)
  const url = new URL(header[1])
  return new URL(`${url.pathname}${url.search}`, baseUrl)
}

const oneClick = (url: URL | string, body = 'List-Unsubscribe=One-Click') =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, redirect: 'manual' })

async function registered(optInNewsletter = false) {
  const email = unique('asiakas')
  const form = { email, password, confirmPassword: password, optInNewsletter, friends: false }
  expect((await postJson('/proxy/vm-customer/v2/register', form)).status).toBe(201)
  return email
}

async function verified() {
  const email = await registered()
  expect((await postJson('/proxy/vm-customer/v2/email/verify', { email, code: codeFromOutbox(email) })).status).toBe(200)
  return email
}

async function signIn(email: string) {
  const response = await fetch(`${baseUrl}/proxy/api/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const access = response.headers.getSetCookie().find((c) => c.startsWith('access='))
  const cookie = access?.split(';')[0] ?? ''
  return async (method: 'GET' | 'PUT' = 'GET', body?: unknown) => {
    const answer = await fetch(`${baseUrl}/proxy/vm-customer/v2/user`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> }
  }
}

describe('newsletter subscription (docs/accounts.md#newsletter-double-opt-in)', () => {
  it('takes the company newsletter with the consent, and starts only when the mailed link is confirmed', async () => {
    const email = unique()
    expect((await subscribe({ ...person(email.toUpperCase()), company: true }, 'sv-SE')).body).toEqual({ subscribed: true })
    expect(await subscription(email)).toMatchObject({ status: 'pending', source: 'newsletter', consent_at: null })

    const mail = latestMailTo(email)
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
    expect(linkFromOutbox(email, '/newsletter?token=').pathname).toBe('/sv/newsletter')
    expect(linkFromOutbox(email, '/newsletter/unsubscribe?').pathname).toBe('/sv/newsletter/unsubscribe')

    expect((await confirm(email)).body).toEqual({ confirmed: true })
    const row = await subscription(email)
    expect(row).toMatchObject({ status: 'confirmed' })
    expect(Number(row?.company)).toBe(1)
    expect(row?.consent_at).not.toBeNull()
  })

  it('refuses a subscription without consent, and stores nothing', async () => {
    const email = unique()
    const withoutConsent = { firstName: 'Aino', lastName: 'Virtanen', email, company: false }
    for (const body of [withoutConsent, { ...withoutConsent, consent: false }, { ...withoutConsent, consent: 'yes' }]) {
      const refused = await subscribe(body)
      expect(refused.status).toBe(400)
      expect(refused.body.errors).toEqual([{ field: 'consent', message: 'required' }])
    }
    expect(await subscription(email)).toBeUndefined()
  })

  it('turns a customer’s marketing consent on only after the link, from checkout’s box and registration’s alike', async () => {
    // Checkout: the box sends the subscription with the order's contact details.
    const email = await verified()
    expect((await subscribe({ ...person(email), source: 'checkout' })).status).toBe(200)
    const user = await signIn(email)
    expect((await user()).body).toMatchObject({ marketingStatus: false, newsletterPending: true })
    expect((await confirm(email)).status).toBe(200)
    expect((await user()).body).toMatchObject({ marketingStatus: true, newsletterPending: false })
    expect(await subscription(email)).toMatchObject({ source: 'checkout' })

    // Registration: the opt-in counts when the mailed code or link verifies the address.
    const newCustomer = await registered(true)
    expect(await subscription(newCustomer)).toMatchObject({ status: 'pending', source: 'registration' })
    expect((await (await signIn(newCustomer))()).status).toBe(401)
    const link = linkFromOutbox(newCustomer, 'mode=verifyEmail').searchParams.get('oobCode')
    expect((await postJson('/proxy/vm-customer/v2/email/verify', { code: link })).status).toBe(200)
    expect((await (await signIn(newCustomer))()).body).toMatchObject({ marketingStatus: true })
  })
})

describe('unsubscribing (docs/accounts.md#unsubscribing)', () => {
  it('unsubscribes by the one-click POST of the mail’s header with its token, never by a GET or a forged token', async () => {
    const email = await verified()
    expect((await subscribe(person(email), 'en-US')).status).toBe(200)
    const url = oneClickUrl(email)
    expect((await confirm(email)).status).toBe(200)

    // A mail scanner following the link only reaches the page with the button.
    const opened = await fetch(url, { redirect: 'manual' })
    expect(opened.status).toBe(303)
    expect(new URL(opened.headers.get('location') ?? '').pathname).toBe('/en/newsletter/unsubscribe')
    expect(await subscription(email)).toMatchObject({ status: 'confirmed' })

    const forged = new URL(url)
    forged.searchParams.set('token', `${url.searchParams.get('token')?.slice(0, -2)}xx`)
    expect((await oneClick(forged)).status).toBe(400)
    const otherAddress = new URL(url)
    otherAddress.searchParams.set('email', unique())
    expect((await oneClick(otherAddress)).status).toBe(400)
    expect((await oneClick(url, 'something=else')).status).toBe(400)
    expect(await subscription(email)).toMatchObject({ status: 'confirmed' })

    // RFC 8058: no cookie, no page, just the POST.
    const done = await oneClick(url)
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({ unsubscribed: true })
    expect((await oneClick(url)).status).toBe(200)
    const row = await subscription(email)
    expect(row).toMatchObject({ status: 'unsubscribed' })
    expect(row?.unsubscribed_at).not.toBeNull()
    expect((await (await signIn(email))()).body).toMatchObject({ marketingStatus: false })

    // Subscribing again starts over with a new confirmation.
    expect((await subscribe(person(email))).status).toBe(200)
    expect(await subscription(email)).toMatchObject({ status: 'pending' })
  })
  it('ends the customer’s consent too when staff unsubscribe the address in the admin', async () => {
    const email = await verified()
    expect((await subscribe(person(email))).status).toBe(200)
    expect((await confirm(email)).status).toBe(200)
    const [{ id }] = await db.query<{ id: number }>('SELECT id FROM newsletter_subscriptions WHERE email = ?', [email])
    await staffApi('PATCH', `/api/newsletter-subscriptions/${id}`, { status: 'unsubscribed' })
    expect((await subscription(email))?.unsubscribed_at).not.toBeNull()
    expect((await (await signIn(email))()).body).toMatchObject({ marketingStatus: false })
  })
})

describe('the switches of My account (PUT vm-customer/v2/user)', () => {
  it('changes the loyalty programme at once, and the newsletter through the double opt-in', async () => {
    const email = await verified()
    const user = await signIn(email)

    expect((await user('PUT', { loyaltyMember: true })).body).toMatchObject({ loyaltyMember: true, marketingStatus: false })
    expect((await user('PUT', { loyaltyMember: false })).body).toMatchObject({ loyaltyMember: false })
    expect((await user('PUT', { loyaltyMember: 'yes' })).status).toBe(400)

    const on = await user('PUT', { marketingStatus: true })
    expect(on.body).toMatchObject({ marketingStatus: false, newsletterPending: true })
    expect(await subscription(email)).toMatchObject({ status: 'pending', source: 'profile' })
    expect(latestMailTo(email)).toContain('List-Unsubscribe-Post')
    expect((await confirm(email)).status).toBe(200)
    expect((await user()).body).toMatchObject({ marketingStatus: true, newsletterPending: false })

    expect((await user('PUT', { marketingStatus: false })).body).toMatchObject({ marketingStatus: false, newsletterPending: false })
    expect(await subscription(email)).toMatchObject({ status: 'unsubscribed' })
  })
})

describe('the subscribers export (docs/forms.md#newsletter)', () => {
  it('gives staff the confirmed subscribers as CSV, with formulas made text, and nobody else anything', async () => {
    const confirmed = unique('vie')
    const pending = unique('odottaa')
    expect((await subscribe({ ...person(confirmed), firstName: '=HYPERLINK("http://x")', lastName: 'Öhman', company: true }, 'sv-SE')).status).toBe(200)
    expect((await confirm(confirmed)).status).toBe(200)
    expect((await subscribe(person(pending))).status).toBe(200)

    expect((await getJson('/proxy/staff/newsletter/subscribers.csv')).body).toMatchObject({ status: 401 })
    const response = await fetch(`${baseUrl}/proxy/staff/newsletter/subscribers.csv`, { headers: { authorization: `JWT ${await staffToken()}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').split('\r\n')
    expect(lines[0]).toBe('"Email";"First name";"Last name";"Language";"Company newsletter";"Source";"Consent time"')
    expect(lines.find((l) => l.startsWith(`"${confirmed}"`))).toMatch(
      new RegExp(`^"${confirmed.replace(/\./g, '\\.')}";"'=HYPERLINK\\(""http://x""\\)";"Öhman";"sv";"yes";"newsletter";"\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}"$`),
    )
    expect(lines.some((l) => l.includes(pending))).toBe(false)
  })
})
