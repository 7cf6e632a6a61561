import { request } from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import { createSqlPort } from '@/server/db/sqlPort'
import { baseUrl, databaseUrl, getJson, postJson, roomInWindow } from './helpers'
import { codeFromOutbox, latestMailTo, linkFromOutbox } from '../outbox'
import { activity, contact, futureDay, openReturn, submit, terminal, type Submitted } from './checkoutFlow'

const password = 'Kuusi.rinne7'
const accountDb = createSqlPort(databaseUrl)
afterAll(() => accountDb.close())
/** A phone number no other test uses (registration refuses a phone in use). */
const uniquePhone = () => `+35840${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
const unique = () => `aino.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

const cookieOf = (headers: Headers, name: string) => headers.getSetCookie().find((c) => c.startsWith(`${name}=`))
const valueOf = (cookie: string | undefined) => cookie?.split(';')[0]?.split('=')[1] ?? ''

async function login(email: string, pass = password) {
  const response = await fetch(`${baseUrl}/proxy/api/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: pass }),
  })
  return { status: response.status, body: await response.json(), headers: response.headers }
}

const refresh = (token: string) => fetch(`${baseUrl}/proxy/api/v2/refresh`, { headers: { cookie: `refresh=${token}` } })

async function registeredAndVerified(): Promise<string> {
  const email = unique()
  expect(
    (
      await postJson(
        '/proxy/vm-customer/v2/register',
        { email, password, confirmPassword: password, optInNewsletter: true, friends: false },
        { 'x-locale': 'en-US' },
      )
    ).status,
  ).toBe(201)
  const code = codeFromOutbox(email)
  // Typed the way people type it: lower case, with spaces; sent with the address it went to.
  expect((await postJson('/proxy/vm-customer/v2/email/verify', { email, code: ` ${code.toLowerCase().slice(0, 6)} ${code.slice(6)} ` })).status).toBe(200)
  return email
}

const verify = (body: { code: string; email?: string }) => postJson('/proxy/vm-customer/v2/email/verify', body)

describe('registration and e-mail verification', () => {
  it('registers, mails a code in the visitor’s language, and verifies it once', async () => {
    const email = unique()
    const registered = await postJson(
      '/proxy/vm-customer/v2/register',
      { email, password, confirmPassword: password, optInNewsletter: false, friends: true },
      { 'x-locale': 'sv-SE' },
    )
    expect(registered.status).toBe(201)
    expect((await postJson('/proxy/api/v2/exists', { email: email.toUpperCase() })).body).toEqual({ account: { exists: true } })
    const before = await login(email)
    expect(before.body).toEqual({ isHomeOwner: false, message: 'unverified' })
    expect(cookieOf(before.headers, 'refresh')).toBeUndefined()

    const code = codeFromOutbox(email)
    const mail = latestMailTo(email)
    expect(mail).toContain('Subject: =?UTF-8?')
    // The link carries a long token of its own, not the six digits.
    const linkToken = linkFromOutbox(email, 'mode=verifyEmail').searchParams.get('oobCode') ?? ''
    expect(linkToken.length).toBeGreaterThanOrEqual(43)
    expect(mail).not.toContain(`oobCode=${code}`)
    expect((await verify({ email, code })).status).toBe(200)
    expect((await verify({ email, code })).body).toMatchObject({ status: 400, message: 'verificationFailed' })
    // Verified: the link has no job left either.
    expect((await verify({ code: linkToken })).body).toMatchObject({ status: 400, message: 'verificationFailed' })
    expect((await login(email)).status).toBe(200)
  })

  it('accepts a typed code only with the e-mail it was sent to, and voids it after five wrong tries', async () => {
    const email = unique()
    expect((await postJson('/proxy/vm-customer/v2/register', { email, password })).status).toBe(201)
    const code = codeFromOutbox(email)
    // Without its account, or with another one, the right code is refused.
    expect((await verify({ code })).body).toMatchObject({ status: 400, message: 'verificationFailed' })
    expect((await verify({ email: unique(), code })).body).toMatchObject({ status: 400, message: 'verificationFailed' })
    const wrong = code === 'ST1-000000' ? 'ST1-000001' : 'ST1-000000'
    for (let i = 0; i < 5; i++) expect((await verify({ email, code: wrong })).status).toBe(400)
    // The code is void now, right as it is; a new one works.
    expect((await verify({ email, code })).body).toMatchObject({ status: 400, message: 'verificationFailed' })
    expect((await login(email)).body).toMatchObject({ message: 'unverified' })
    expect((await postJson('/proxy/vm-customer/v2/email/resend', { email })).status).toBe(200)
    expect((await verify({ email, code: codeFromOutbox(email) })).status).toBe(200)
  })

  it('verifies by the mailed link alone', async () => {
    const email = unique()
    expect(
      (await postJson('/proxy/vm-customer/v2/register', { email, password, confirmPassword: password, optInNewsletter: false, friends: false })).status,
    ).toBe(201)
    const linkToken = linkFromOutbox(email, 'mode=verifyEmail').searchParams.get('oobCode') ?? ''
    const answer = await fetch(`${baseUrl}/proxy/vm-customer/v2/email/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: linkToken }),
    })
    expect(answer.status).toBe(200)
    // Verifying signs the customer in: the session cookies come with the answer, and they work.
    expect(await answer.json()).toMatchObject({ verified: true, isHomeOwner: false, user: { email } })
    const refreshToken = valueOf(cookieOf(answer.headers, 'refresh'))
    expect(cookieOf(answer.headers, 'access')).toBeDefined()
    expect((await refresh(refreshToken)).status).toBe(200)
    expect((await login(email)).status).toBe(200)
  })

  it('signs in with a typed code, and a wrong code signs nobody in', async () => {
    const email = unique()
    expect((await postJson('/proxy/vm-customer/v2/register', { email, password })).status).toBe(201)
    const post = (code: string) =>
      fetch(`${baseUrl}/proxy/vm-customer/v2/email/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, code }),
      })
    const code = codeFromOutbox(email)
    const wrong = await post(code === 'ST1-000000' ? 'ST1-000001' : 'ST1-000000')
    expect(wrong.status).toBe(400)
    expect(cookieOf(wrong.headers, 'refresh')).toBeUndefined()
    const right = await post(code)
    expect(right.status).toBe(200)
    expect(cookieOf(right.headers, 'refresh')).toBeDefined()
  })

  it('takes the plain { email, password } of api/v2/register, and answers two registrations of one address at once with one 201 and one 409/5000', async () => {
    const email = unique()
    const both = await Promise.all([1, 2].map(() => postJson('/proxy/api/v2/register', { email, password })))
    expect(both.map((r) => r.status).sort()).toEqual([201, 409])
    expect(both.find((r) => r.status === 409)!.body).toMatchObject({ extendedErrorCode: 5000 })
    expect((await postJson('/proxy/api/v2/register', { email: unique(), password, confirmPassword: 'Other.pass1' })).body).toMatchObject({
      status: 400,
      errors: [{ field: 'confirmPassword', message: 'matches' }],
    })
  })

  it('answers a body that is no object with 400 and a JSON body', async () => {
    for (const path of [
      '/proxy/api/v2/login',
      '/proxy/api/v2/register',
      '/proxy/vm-customer/v2/register',
      '/proxy/vm-customer/v2/user/password',
      '/proxy/vm-customer/v2/email/verify',
    ]) {
      for (const body of ['[]', '[{"email":"a@b.c"}]', '"text"', '42', 'null']) {
        const answer = await postJson(path, body)
        expect(answer.status, `${path} ${body}`).toBeGreaterThanOrEqual(400)
        expect(answer.status, `${path} ${body}`).toBeLessThan(500)
        expect(typeof answer.body, `${path} ${body}`).toBe('object')
      }
    }
  })

  it('refuses an e-mail already in use with code 5000, and bad forms with the form message keys', async () => {
    const email = await registeredAndVerified()
    const again = await postJson('/proxy/vm-customer/v2/register', { email, password, confirmPassword: password, optInNewsletter: false, friends: false })
    expect(again.body).toMatchObject({ status: 409, extendedErrorCode: 5000 })
    const bad = await postJson('/proxy/vm-customer/v2/register', { email: 'nope', password: 'short', confirmPassword: 'other' })
    expect(bad.status).toBe(400)
    expect((bad.body as { errors: { field: string; message: string }[] }).errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'email' },
        { field: 'password', message: 'minLength' },
      ]),
    )
    expect((await postJson('/proxy/vm-customer/v2/register', 'not json')).status).toBe(400)
    expect((await postJson('/proxy/vm-customer/v2/email/verify', {})).status).toBe(400)
  })
})

describe('sign-in sessions', () => {
  it('signs in with HttpOnly cookies, rotates the refresh token, and revokes the sign-in when a used token comes back', async () => {
    const email = await registeredAndVerified()
    const signedIn = await login(email)
    expect(signedIn.body).toMatchObject({ isHomeOwner: false, user: { email, isEmailVerified: true, marketingStatus: true, hlxId: -1 } })
    const first = cookieOf(signedIn.headers, 'refresh')!
    expect(first).toMatch(/HttpOnly/i)
    expect(first).toMatch(/SameSite=lax/i)
    expect(cookieOf(signedIn.headers, 'access')).toMatch(/HttpOnly/i)

    const rotated = await refresh(valueOf(first))
    expect(rotated.status).toBe(200)
    expect(await rotated.json()).toEqual({ isHomeOwner: false })
    const second = valueOf(cookieOf(rotated.headers, 'refresh'))
    expect(second).not.toBe(valueOf(first))

    // The first token again: stolen. Both it and its successor stop working.
    expect((await refresh(valueOf(first))).status).toBe(401)
    expect((await refresh(second)).status).toBe(401)
  })

  it('signs out on the server and refuses a cross-site sign-out', async () => {
    const email = await registeredAndVerified()
    const token = valueOf(cookieOf((await login(email)).headers, 'refresh'))
    const foreign = await fetch(`${baseUrl}/proxy/api/v2/logout`, { method: 'POST', headers: { cookie: `refresh=${token}`, origin: 'https://evil.example' } })
    expect(foreign.status).toBe(403)
    // Nor can another site sign a visitor in to an account of its choosing.
    const forced = await fetch(`${baseUrl}/proxy/api/v2/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email, password }),
    })
    expect(forced.status).toBe(403)
    expect(cookieOf(forced.headers, 'refresh')).toBeUndefined()
    const out = await fetch(`${baseUrl}/proxy/api/v2/logout`, { method: 'POST', headers: { cookie: `refresh=${token}` } })
    expect(out.status).toBe(200)
    expect(cookieOf(out.headers, 'refresh')).toMatch(/Max-Age=0/i)
    expect((await refresh(token)).status).toBe(401)
    expect((await getJson('/proxy/api/v1/logout')).status).toBe(200)
  })

  it('takes sign-ins from the locale domains’ own pages (sv.localhost in the demo), and from no other site', async () => {
    const port = new URL(baseUrl).port
    const exists = (host: string, origin: string) =>
      new Promise<number>((resolve, reject) => {
        const call = request(
          { host: '127.0.0.1', port, path: '/proxy/api/v2/exists', method: 'POST', headers: { host, origin, 'content-type': 'application/json' } },
          (response) => {
            response.resume()
            response.on('end', () => resolve(response.statusCode ?? 0))
          },
        )
        call.on('error', reject)
        call.end(JSON.stringify({ email: 'nobody@example.com' }))
      })
    expect(await exists(`sv.localhost:${port}`, `http://sv.localhost:${port}`)).toBe(200)
    expect(await exists(`en.localhost:${port}`, `http://en.localhost:${port}`)).toBe(200)
    expect(await exists(`evil.example`, 'http://evil.example')).toBe(403)
  })

  it('refuses a sign-out another site triggers with a link or an image (GET)', async () => {
    const email = await registeredAndVerified()
    const token = valueOf(cookieOf((await login(email)).headers, 'refresh'))
    for (const site of ['cross-site', 'same-site']) {
      const answer = await fetch(`${baseUrl}/proxy/api/v1/logout`, { headers: { cookie: `refresh=${token}`, 'sec-fetch-site': site } })
      expect(answer.status, site).toBe(403)
      expect(cookieOf(answer.headers, 'refresh'), site).toBeUndefined()
    }
    expect((await refresh(token)).status).toBe(200)
  })

  it('stops the access cookie at once when the sign-in ends (sign-out or a new password)', async () => {
    const email = await registeredAndVerified()
    const headers = (await login(email)).headers
    const access = valueOf(cookieOf(headers, 'access'))
    const profile = () => fetch(`${baseUrl}/proxy/vm-customer/v2/user`, { headers: { cookie: `access=${access}` } })
    expect((await profile()).status).toBe(200)
    await postJson('/proxy/vm-customer/v2/password/request-reset', { email })
    expect((await postJson('/proxy/vm-customer/v2/password/reset', { code: resetLinkFromOutbox(email).get('token'), password: 'Uusi.salasana8' })).status).toBe(
      200,
    )
    expect((await profile()).status).toBe(401)

    const again = (await login(email, 'Uusi.salasana8')).headers
    const secondAccess = valueOf(cookieOf(again, 'access'))
    await fetch(`${baseUrl}/proxy/api/v2/logout`, { method: 'POST', headers: { cookie: `refresh=${valueOf(cookieOf(again, 'refresh'))}` } })
    expect((await fetch(`${baseUrl}/proxy/vm-customer/v2/user`, { headers: { cookie: `access=${secondAccess}` } })).status).toBe(401)
  })

  it('refuses a wrong password the same way as an unknown account, and limits attempts per account', { timeout: 120_000 }, async () => {
    await roomInWindow(900, 60)
    const email = await registeredAndVerified()
    expect((await login(email, 'Wrong.pass1')).body).toMatchObject({ status: 401, message: 'loginFailed' })
    expect((await login(unique(), 'Wrong.pass1')).body).toMatchObject({ status: 401, message: 'loginFailed' })
    const statuses = []
    for (let i = 0; i < 10; i++) statuses.push((await login(email, 'Wrong.pass1')).status)
    expect(statuses.at(-1)).toBe(429)
    expect((await login(email)).status).toBe(429)
  })
})

/** The reset link's query from the newest mail to `email`. */
function resetLinkFromOutbox(email: string): URLSearchParams {
  const query = latestMailTo(email).match(/https?:\/\/\S+?\?(service=[^\s"<]+)/)?.[1]
  if (!query) throw new Error(`no reset link in the mail to ${email}`)
  return new URLSearchParams(query.replace(/&amp;/g, '&'))
}

describe('forgotten password', () => {
  it('mails a one-time link, sets the new password and signs the account out everywhere (gcp and legacy)', async () => {
    const email = await registeredAndVerified()
    const session = valueOf(cookieOf((await login(email)).headers, 'refresh'))
    expect((await postJson('/proxy/vm-customer/v2/password/request-reset', { email })).status).toBe(200)
    const link = resetLinkFromOutbox(email)
    expect(link.get('service')).toBe('gcp')
    const newPassword = 'Uusi.salasana8'
    expect((await postJson('/proxy/vm-customer/v2/password/reset', { code: link.get('token'), password: 'weak' })).body).toMatchObject({
      status: 400,
      message: 'minLength',
    })
    expect((await postJson('/proxy/vm-customer/v2/password/reset', { code: link.get('token'), password: newPassword })).status).toBe(200)
    expect((await postJson('/proxy/vm-customer/v2/password/reset', { code: link.get('token'), password: newPassword })).body).toMatchObject({
      status: 400,
      message: 'passwordFailed',
    })
    expect((await refresh(session)).status).toBe(401)
    expect((await login(email)).status).toBe(401)
    expect((await login(email, newPassword)).status).toBe(200)

    expect((await postJson('/proxy/vm-customer/v1/password/request-reset', { email, language: 'en' })).status).toBe(200)
    const legacy = resetLinkFromOutbox(email)
    expect(legacy.get('service')).toBe('legacy')
    expect((await postJson('/proxy/vm-customer/v1/password/reset', { email, token: legacy.get('token'), password })).status).toBe(200)
    expect((await login(email)).status).toBe(200)
  })

  it('answers an unknown address like a known one', async () => {
    expect((await postJson('/proxy/vm-customer/v2/password/request-reset', { email: unique() })).body).toEqual({ sent: true })
  })
})

describe('profile', () => {
  it('shows and saves the signed-in customer’s details, and nobody else’s', async () => {
    const email = await registeredAndVerified()
    const access = valueOf(cookieOf((await login(email)).headers, 'access'))
    const user = (init: RequestInit = {}) =>
      fetch(`${baseUrl}/proxy/vm-customer/v2/user`, {
        ...init,
        headers: { 'content-type': 'application/json', cookie: `access=${access}`, ...(init.headers ?? {}) },
      })
    expect(await (await user()).json()).toMatchObject({ email, firstName: '', isEmailVerified: true })
    const details = { firstName: 'Aino', lastName: 'Virtanen', email, phone: '+358401234567', address: 'Rinnetie 5', zip: '99999', city: 'Kuusirinne' }
    const saved = await user({ method: 'PUT', body: JSON.stringify(details) })
    expect(saved.status).toBe(200)
    expect(await (await user()).json()).toMatchObject({ firstName: 'Aino', city: 'Kuusirinne' })
    const bad = await user({ method: 'PUT', body: JSON.stringify({ ...details, zip: 'abc', firstName: '' }) })
    expect(((await bad.json()) as { errors: { field: string; message: string }[] }).errors).toEqual(
      expect.arrayContaining([
        { field: 'zip', message: 'number' },
        { field: 'firstName', message: 'required' },
      ]),
    )
    expect((await user({ method: 'PUT', body: JSON.stringify(details), headers: { origin: 'https://evil.example' } })).status).toBe(403)
    expect((await getJson('/proxy/vm-customer/v2/user')).status).toBe(401)
  })
})

describe('password change and past orders (My account)', () => {
  const signedIn = async (email: string, pass = password) => {
    const headers = (await login(email, pass)).headers
    return { access: valueOf(cookieOf(headers, 'access')), refresh: valueOf(cookieOf(headers, 'refresh')) }
  }
  const changePassword = (access: string, body: unknown) =>
    fetch(`${baseUrl}/proxy/vm-customer/v2/user/password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: `access=${access}` },
      body: JSON.stringify(body),
    })

  it('changes the password with the current one, ends every other sign-in and keeps this one', async () => {
    const email = await registeredAndVerified()
    const other = await signedIn(email)
    const here = await signedIn(email)
    expect((await changePassword('', { currentPassword: password, newPassword: 'Uusi.Salasana9', confirmPassword: 'Uusi.Salasana9' })).status).toBe(401)
    const wrong = await changePassword(here.access, { currentPassword: 'Wrong.pass1', newPassword: 'Uusi.Salasana9', confirmPassword: 'Uusi.Salasana9' })
    expect(await wrong.json()).toMatchObject({ status: 400, errors: [{ field: 'currentPassword', message: 'currentPassword' }] })
    const weak = await changePassword(here.access, { currentPassword: password, newPassword: 'kuusirinne', confirmPassword: 'kuusirinne' })
    expect(await weak.json()).toMatchObject({ status: 400, errors: [{ field: 'newPassword', message: 'passwordPattern' }] })

    const changed = await changePassword(here.access, { currentPassword: password, newPassword: 'Uusi.Salasana9', confirmPassword: 'Uusi.Salasana9' })
    expect(changed.status).toBe(200)
    // This browser has a new sign-in; the other device's refresh token no longer works.
    expect(valueOf(cookieOf(changed.headers, 'refresh'))).not.toBe('')
    expect((await refresh(other.refresh)).status).toBe(401)
    expect((await refresh(valueOf(cookieOf(changed.headers, 'refresh')))).status).toBe(200)
    expect((await login(email)).status).toBe(401)
    expect((await login(email, 'Uusi.Salasana9')).status).toBe(200)
  })

  it('lists the orders paid with the account’s verified e-mail, and nothing when signed out', async () => {
    expect((await getJson('/proxy/vm-customer/v2/orders')).status).toBe(401)
    const email = await registeredAndVerified()
    const { access } = await signedIn(email)
    const orders = async () =>
      (await (await fetch(`${baseUrl}/proxy/vm-customer/v2/orders`, { headers: { cookie: `access=${access}` } })).json()) as {
        orders: { orderNumber: string; status: string; items: { title: string }[] }[]
      }
    expect((await orders()).orders).toEqual([])

    // Ordered as a guest with the same address typed in capitals: the order is the customer's.
    const placed = (await submit([await activity('KIIPEILY', futureDay(52))], { contactDetails: { ...contact, email: email.toUpperCase() } })).body as Submitted
    const unpaid = (await submit([await activity('KIIPEILY', futureDay(52))], { contactDetails: { ...contact, email } })).body as Submitted
    await openReturn(await terminal(placed.paymentTerminalUrl, 'pay'))
    await openReturn(await terminal(unpaid.paymentTerminalUrl, 'cancel'))
    const listed = (await orders()).orders
    expect(listed.map((o) => o.orderNumber)).toEqual([placed.orderNumber])
    expect(listed[0]).toMatchObject({ status: 'confirmed', items: [{ title: expect.any(String) }] })
  })
})

describe('the signed-in hint cookie', () => {
  it('comes with a sign-in, readable by scripts, and goes with the sign-out', async () => {
    const email = await registeredAndVerified()
    const headers = (await login(email)).headers
    expect(cookieOf(headers, 'signedIn')).toMatch(/^signedIn=1;/)
    expect(cookieOf(headers, 'signedIn')).not.toMatch(/HttpOnly/i)
    expect(cookieOf(headers, 'refresh')).toMatch(/HttpOnly/i)
    const out = await fetch(`${baseUrl}/proxy/api/v2/logout`, { method: 'POST', headers: { cookie: `refresh=${valueOf(cookieOf(headers, 'refresh'))}` } })
    expect(cookieOf(out.headers, 'signedIn')).toMatch(/Max-Age=0/i)
  })
})

describe('newsletter and registration at checkout', () => {
  it('turns a customer’s marketing consent on only when the address owner confirms the mailed link (double opt-in)', async () => {
    const email = unique()
    expect((await postJson('/proxy/vm-customer/v2/register', { email, password })).status).toBe(201)
    expect((await verify({ email, code: codeFromOutbox(email) })).status).toBe(200)
    const body = { firstName: 'Aino', lastName: 'Virtanen', email: email.toUpperCase(), consent: true }
    expect((await postJson('/proxy/vm-communication/v1/newsletter/subscribe', body, { 'x-locale': 'sv-SE' })).body).toEqual({ subscribed: true })
    expect((await postJson('/proxy/vm-communication/v1/newsletter/subscribe', { email: 'nope' })).status).toBe(400)
    // Requested by anyone who knows the address: nothing changes yet.
    expect((await login(email)).body).toMatchObject({ user: { marketingStatus: false } })
    const link = linkFromOutbox(email, '/newsletter?token=')
    expect(link.pathname).toBe('/sv/newsletter')
    expect(latestMailTo(email)).toContain('Subject: =?UTF-8?')
    const confirm = (token: string) => postJson('/proxy/vm-communication/v1/newsletter/confirm', { token })
    expect((await confirm('not-the-token')).body).toMatchObject({ status: 400, message: 'confirmationFailed' })
    expect((await confirm(link.searchParams.get('token') ?? '')).body).toEqual({ confirmed: true })
    expect((await confirm(link.searchParams.get('token') ?? '')).status).toBe(400)
    expect((await login(email)).body).toMatchObject({ user: { marketingStatus: true } })
  })

  it('answers two subscriptions of one address at the same moment alike, and mails one confirmation each', async () => {
    const email = unique()
    const body = { firstName: 'Aino', lastName: 'Virtanen', email, consent: true }
    const both = await Promise.all([1, 2].map(() => postJson('/proxy/vm-communication/v1/newsletter/subscribe', body)))
    expect(both.map((r) => r.status)).toEqual([200, 200])
    const rows = await accountDb.query<{ status: string }>('SELECT status FROM newsletter_subscriptions WHERE email = ?', [email])
    expect(rows).toEqual([{ status: 'pending' }])
  })

  it('counts an opt-in at registration once the address is verified, not before', async () => {
    const email = unique()
    expect(
      (await postJson('/proxy/vm-customer/v2/register', { email, password, confirmPassword: password, optInNewsletter: true, friends: false })).status,
    ).toBe(201)
    const [row] = await accountDb.query<{ status: string }>('SELECT status FROM newsletter_subscriptions WHERE email = ?', [email])
    expect(row?.status).toBe('pending')
    expect((await verify({ email, code: codeFromOutbox(email) })).status).toBe(200)
    expect((await login(email)).body).toMatchObject({ user: { marketingStatus: true } })
  })

  it('registers a guest without a password, who verifies and sets one through the reset link', async () => {
    const email = unique()
    const details = { email, firstName: 'Olli', lastName: 'Virtanen', phone: uniquePhone(), address: 'Rinnetie 5', zip: '99999', city: 'Kuusirinne' }
    expect((await postJson('/proxy/vm-customer/v2/registerWithoutPassword', details)).status).toBe(201)
    expect((await postJson('/proxy/vm-customer/v2/registerWithoutPassword', { ...details, phone: '' })).body).toMatchObject({
      status: 409,
      extendedErrorCode: 5000,
    })
    expect((await verify({ email, code: codeFromOutbox(email) })).status).toBe(200)
    expect((await login(email, password)).status).toBe(401)
    await postJson('/proxy/vm-customer/v2/password/request-reset', { email })
    expect((await postJson('/proxy/vm-customer/v2/password/reset', { code: resetLinkFromOutbox(email).get('token'), password })).status).toBe(200)
    expect((await login(email)).body).toMatchObject({ user: { firstName: 'Olli', city: 'Kuusirinne' } })
  })
})

describe('phone conflicts at registration (docs/messages.md#accounts)', () => {
  it('answers 5001 for a phone in use, 5002 for both, however the number is typed', async () => {
    const email = unique()
    const form = { password, confirmPassword: password, optInNewsletter: false, friends: false }
    const phone = uniquePhone()
    // The same number as people type it: national form with spaces, international without.
    const national = `0${phone.slice(4, 6)} ${phone.slice(6)}`
    expect((await postJson('/proxy/vm-customer/v2/register', { ...form, email, phone: national })).status).toBe(201)
    const phoneTaken = await postJson('/proxy/vm-customer/v2/register', { ...form, email: unique(), phone })
    expect(phoneTaken.body).toMatchObject({ status: 409, extendedErrorCode: 5001 })
    expect((await postJson('/proxy/vm-customer/v2/register', { ...form, email, phone })).body).toMatchObject({ status: 409, extendedErrorCode: 5002 })
    expect((await postJson('/proxy/vm-customer/v2/register', { ...form, email })).body).toMatchObject({ status: 409, extendedErrorCode: 5000 })
    const passwordless = { email: unique(), firstName: 'Aino', lastName: 'Virtanen', phone: national, address: '', zip: '', city: '' }
    expect((await postJson('/proxy/vm-customer/v2/registerWithoutPassword', passwordless)).body).toMatchObject({ status: 409, extendedErrorCode: 5001 })
  })
})
