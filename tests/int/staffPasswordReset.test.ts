import { describe, expect, it } from 'vitest'
import { linkFromOutbox } from '../outbox'
import { baseUrl, roomInWindow, staff } from './helpers'

const forgotPassword = (email: string) =>
  fetch(`${baseUrl}/api/users/forgot-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) })

describe('staff forgotten password (Payload admin)', () => {
  it('answers 200 and mails the staff member a reset link', async () => {
    const response = await forgotPassword(staff.email)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: expect.any(String) })
    const link = linkFromOutbox(staff.email, '/admin/reset/')
    expect(link.pathname).toMatch(/^\/admin\/reset\/[0-9a-f]{40}$/)
  })

  it('answers an unknown address the same, and limits repeated requests per address', { timeout: 120_000 }, async () => {
    await roomInWindow(900, 60)
    const email = `nobody-${Date.now()}@kuusirinne.example`
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await forgotPassword(email)).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('limits requests per client too, whatever addresses it tries', { timeout: 120_000 }, async () => {
    await roomInWindow(3600, 60)
    const statuses = []
    for (let i = 0; i < 11; i++) statuses.push((await forgotPassword(`someone-${Date.now()}-${i}@kuusirinne.example`)).status)
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})
