import { describe, expect, it } from 'vitest'
import { accessSeconds, issueAccessToken, readAccessToken } from './accessToken'

const secret = 'test-secret-test-secret-test-secret-0123'
const now = new Date('2026-11-22T10:00:00Z')

describe('access tokens', () => {
  it('carries the customer until it expires', () => {
    const token = issueAccessToken(42, secret, now)
    expect(readAccessToken(token, secret, now)).toBe(42)
    expect(readAccessToken(token, secret, new Date(now.getTime() + (accessSeconds - 1) * 1000))).toBe(42)
    expect(readAccessToken(token, secret, new Date(now.getTime() + accessSeconds * 1000))).toBeNull()
  })
  it('refuses forged, re-signed and malformed tokens', () => {
    const [payload, signature] = issueAccessToken(42, secret, now).split('.')
    const other = Buffer.from(JSON.stringify({ sub: 1, exp: 9_999_999_999 })).toString('base64url')
    expect(readAccessToken(`${other}.${signature}`, secret, now)).toBeNull()
    expect(readAccessToken(`${payload}.${signature}`, `${secret}x`, now)).toBeNull()
    for (const bad of [undefined, '', 'abc', 'a.b.c', `${payload}.`]) expect(readAccessToken(bad, secret, now)).toBeNull()
  })
})
