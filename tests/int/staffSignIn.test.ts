/**
 * Staff sign-in is limited per client, never by locking the account: wrong passwords typed by a
 * stranger must not lock the resort's staff out of the admin.
 */
import { randomInt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { baseUrl, roomInWindow, staff } from './helpers'

const me = async (token: string) => {
  const response = await fetch(`${baseUrl}/api/users/me`, { headers: { authorization: `JWT ${token}` } })
  return ((await response.json()) as { user: { email: string } | null }).user?.email ?? null
}

const signIn = (password: string, client: string) =>
  fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ email: staff.email, password }),
  })

describe('staff sign-in', () => {
  it('stops a client after 20 attempts, while the staff member signs in from elsewhere as usual', { timeout: 120_000 }, async () => {
    await roomInWindow(900, 60)
    const stranger = `192.0.2.${randomInt(1, 255)}`
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await signIn(`wrong-password-${i}`, stranger)).status)
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true)
    const refused = await signIn(staff.password, stranger)
    expect(refused.status).toBe(429)
    // The admin's language is Finnish unless the client asks for another (docs/admin.md#language).
    expect(JSON.stringify(await refused.json())).toMatch(/Liian monta yritystä/)
    // Far more than Payload's five wrong tries, yet the account is not locked.
    const office = await signIn(staff.password, `198.51.100.${randomInt(1, 255)}`)
    expect(office.status).toBe(200)
    expect(((await office.json()) as { token?: string }).token).toBeTruthy()
  })

  it('keeps every session when the same staff member signs in on several devices at once, and one of them signs out', async () => {
    const devices = Array.from({ length: 6 }, () => `198.51.100.${randomInt(1, 255)}`)
    const tokens = await Promise.all(
      devices.map(async (client) => {
        const response = await signIn(staff.password, client)
        expect(response.status).toBe(200)
        return ((await response.json()) as { token: string }).token
      }),
    )
    // Each device's session is still there: Payload rewrites the session list on every sign-in.
    expect(await Promise.all(tokens.map(me))).toEqual(tokens.map(() => staff.email))
    const [leaving, ...staying] = tokens
    const [loggedOut, again] = await Promise.all([
      fetch(`${baseUrl}/api/users/logout`, { method: 'POST', headers: { authorization: `JWT ${leaving}` } }),
      signIn(staff.password, devices[0]!),
    ])
    expect(loggedOut.status).toBe(200)
    const newToken = ((await again.json()) as { token: string }).token
    expect(await me(leaving!)).toBeNull()
    expect(await Promise.all([...staying, newToken].map(me))).toEqual([...staying, newToken].map(() => staff.email))
  })
})
