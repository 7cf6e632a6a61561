import { createHash } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { leadingZeroBits, solutionText } from '@/domain/challenge/proofOfWork'
import { issueChallenge } from '@/domain/challenge/signedChallenge'
import { createSqlPort } from '@/server/db/sqlPort'
import { latestMailTo } from '../outbox'
import { baseUrl, databaseUrl, getJson, postJson, roomInWindow, staffApi } from './helpers'

const path = '/proxy/vm-communication/v1/email/send-accessibility-feedback'
const staffAddress = 'saavutettavuus@kuusirinne.example'
const db = createSqlPort(databaseUrl)
afterAll(() => db.close())

const unique = () => `palaute.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
const localeHeader = { fi: 'fi-FI', en: 'en-US', sv: 'sv-SE' } as const

/** The nonce a browser would find for `challenge`. */
function solve(challenge: string, difficulty: number): string {
  for (let n = 0; ; n++) {
    if (
      leadingZeroBits(
        createHash('sha256')
          .update(solutionText(challenge, String(n)))
          .digest(),
      ) >= difficulty
    )
      return String(n)
  }
}

async function solved() {
  const { status, body } = await getJson('/proxy/vm-communication/v1/challenge?purpose=accessibility-feedback')
  expect(status).toBe(200)
  const { challenge, difficulty } = body as { challenge: string; difficulty: number }
  return { challenge, nonce: solve(challenge, difficulty) }
}

const form = (email: string, text = 'The map plan has no text alternative. Please add one.') => ({ name: 'Aino Virtanen', email, feedback: text })

const send = (body: unknown, locale: keyof typeof localeHeader = 'en', headers: Record<string, string> = {}) =>
  postJson(path, body, { 'x-locale': localeHeader[locale], referer: `${baseUrl}/en/accessibility-statement`, ...headers })

const stored = (email: string) =>
  db.query<{ name: string; feedback: string; locale: string; page_url: string | null; handled: unknown }>(
    'SELECT name, feedback, locale, page_url, handled FROM accessibility_feedback WHERE email = ?',
    [email],
  )

const hasMailTo = (email: string) => {
  try {
    latestMailTo(email)
    return true
  } catch {
    return false
  }
}

describe('accessibility feedback', () => {
  it('stores valid feedback, mails it to staff answerable to the sender, and receipts the sender in their language', async () => {
    const email = unique()
    const text = `Feedback ${email}: the price list PDF has no headings.`
    expect(await send({ ...form(email, text), ...(await solved()) })).toEqual({ status: 200, body: { sent: true } })

    const [row] = await stored(email)
    expect(row).toMatchObject({ name: 'Aino Virtanen', feedback: text, locale: 'en', page_url: '/en/accessibility-statement' })
    expect(Boolean(row?.handled)).toBe(false)

    const staff = latestMailTo(staffAddress)
    expect(staff).toContain(`Reply-To: ${email}`)
    expect(staff).toContain(text)
    const receipt = latestMailTo(email)
    expect(receipt).toContain('Thank you for your feedback')
    expect(receipt).toContain('saavutettavuusvaatimukset.fi')
    // Nothing the sender typed goes back out to the address they typed.
    expect(receipt).not.toContain('Aino')
    expect(receipt).not.toContain('price list')

    const swedish = unique()
    expect((await send({ ...form(swedish), ...(await solved()) }, 'sv')).status).toBe(200)
    expect(latestMailTo(swedish)).toContain('Vi svarar inom 14 dagar')
    expect((await stored(swedish))[0]?.locale).toBe('sv')
  })

  it('refuses an invalid form with the fields’ message keys and stores nothing', async () => {
    const email = unique()
    const bad = await send({ name: '', email, feedback: 'short', ...(await solved()) })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      status: 400,
      errors: [
        { field: 'name', message: 'required' },
        { field: 'feedback', message: 'minLength' },
      ],
    })
    expect((await send({ ...form('a,b@example.com'), ...(await solved()) })).body).toMatchObject({ errors: [{ field: 'email', message: 'email' }] })
    expect((await send({ ...form(email, 'x'.repeat(5001)), ...(await solved()) })).body).toMatchObject({
      errors: [{ field: 'feedback', message: 'maxLength' }],
    })
    for (const body of ['not json', '[]', 'null', '"text"']) {
      const answer = await send(body)
      expect(answer.status, body).toBe(400)
      expect(answer.body, body).toMatchObject({ status: 400 })
    }
    expect(await stored(email)).toEqual([])
    expect(hasMailTo(email)).toBe(false)
  })

  it('answers a filled honeypot like a success, and stores and mails nothing', async () => {
    const email = unique()
    expect(await send({ ...form(email), website: 'https://spam.example', ...(await solved()) })).toEqual({ status: 200, body: { sent: true } })
    expect(await stored(email)).toEqual([])
    expect(hasMailTo(email)).toBe(false)
  })

  it('refuses a missing, wrong, reused or expired proof of work with captchaFailed', async () => {
    const email = unique()
    const captchaFailed = { status: 400, body: { status: 400, message: 'captchaFailed' } }
    expect(await send(form(email))).toEqual(captchaFailed)
    const { challenge, nonce } = await solved()
    const wrong = [...Array(50).keys()].map(String).find((n) => leadingZeroBits(createHash('sha256').update(solutionText(challenge, n)).digest()) < 15)
    expect(await send({ ...form(email), challenge, nonce: wrong })).toEqual(captchaFailed)
    expect(await send({ ...form(email), challenge: `${challenge.slice(0, -2)}AA`, nonce })).toEqual(captchaFailed)

    expect((await send({ ...form(email), challenge, nonce })).status).toBe(200)
    expect(await send({ ...form(email), challenge, nonce })).toEqual(captchaFailed)

    // Signed with the test server's secret, but issued eleven minutes ago.
    const old = issueChallenge({
      secret: 'test-secret-test-secret-test-secret-0123',
      purpose: 'accessibility-feedback',
      salt: 'b2xkb2xkb2xkb2xkb2xkb2xk',
      now: new Date(Date.now() - 11 * 60_000),
    })
    expect(await send({ ...form(email), challenge: old.challenge, nonce: solve(old.challenge, old.difficulty) })).toEqual(captchaFailed)
    expect(await stored(email)).toHaveLength(1)
  })

  it('lets staff mark feedback handled, stamping the moment, and list what is open', async () => {
    const email = unique()
    expect((await send({ ...form(email), ...(await solved()) })).status).toBe(200)
    const open = async () =>
      (
        (await staffApi('GET', `/api/accessibility-feedback?where[email][equals]=${encodeURIComponent(email)}&where[handled][equals]=false`)) as {
          docs: { id: number }[]
        }
      ).docs
    const [doc] = await open()
    expect(doc).toBeDefined()
    // Visitors' words stay as sent; the stamp is the server's, whatever the request says.
    const handled = await staffApi('PATCH', `/api/accessibility-feedback/${doc!.id}`, {
      handled: true,
      handledAt: '2000-01-01T00:00:00.000Z',
      feedback: 'changed',
    })
    const stamped = handled.doc as unknown as { handledAt: string; createdAt: string; feedback: string }
    expect(stamped.handledAt).not.toBe('2000-01-01T00:00:00.000Z')
    expect(Date.parse(stamped.handledAt)).toBeGreaterThanOrEqual(Date.parse(stamped.createdAt))
    expect(stamped.feedback).not.toBe('changed')
    expect(await open()).toEqual([])
    const reopened = await staffApi('PATCH', `/api/accessibility-feedback/${doc!.id}`, { handled: false })
    expect((reopened.doc as unknown as { handledAt: string | null }).handledAt ?? null).toBeNull()
    expect(await open()).toHaveLength(1)
    // Nobody creates feedback through Payload's API: only the form's endpoint does.
    expect((await postJson('/api/accessibility-feedback', form(email))).status).toBe(403)
  })

  it('issues challenges only for the forms that use them', async () => {
    expect((await getJson('/proxy/vm-communication/v1/challenge?purpose=newsletter')).status).toBe(400)
    expect((await getJson('/proxy/vm-communication/v1/challenge')).status).toBe(400)
    const { headers, body } = await getJson('/proxy/vm-communication/v1/challenge?purpose=accessibility-feedback')
    expect(headers.get('cache-control')).toBe('no-store')
    expect(body).toMatchObject({ difficulty: 15, challenge: expect.stringMatching(/^v1\.accessibility-feedback\./) })
  })

  it('takes five feedbacks an hour from a client and five for an address, then answers 429', { timeout: 120_000 }, async () => {
    await roomInWindow(3600, 60)
    const client = { 'x-forwarded-for': `10.200.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}` }
    for (let i = 0; i < 5; i++) expect((await send({ ...form(unique()), ...(await solved()) }, 'fi', client)).status).toBe(200)
    expect(await send({ ...form(unique()), ...(await solved()) }, 'fi', client)).toEqual({ status: 429, body: { status: 429, message: 'tooManyAttempts' } })

    const email = unique()
    for (let i = 0; i < 5; i++) expect((await send({ ...form(email), ...(await solved()) }, 'fi', { 'x-forwarded-for': `10.201.${i}.7` })).status).toBe(200)
    expect((await send({ ...form(email), ...(await solved()) }, 'fi', { 'x-forwarded-for': '10.201.9.7' })).status).toBe(429)
    expect(await stored(email)).toHaveLength(5)
  })
})
