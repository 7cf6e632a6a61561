import { describe, expect, it } from 'vitest'
import { accessSeconds, issueAccessToken, readAccessToken } from './accessToken'

const secret = 'test-secret-test-secret-test-secret-0123'
const now = new Date('2026-11-22T10:00:00Z')

describe('access tokens', () => {
  const claims = { customerId: 42, family: 'f-1' }
  it('carries the customer and the sign-in until it expires', () => {
    const token = issueAccessToken(claims, secret, now)
    expect(readAccessToken(token, secret, now)).toEqual(claims)
    expect(readAccessToken(token, secret, new Date(now.getTime() + (accessSeconds - 1) * 1000))).toEqual(claims)
    expect(readAccessToken(token, secret, new Date(now.getTime() + accessSeconds * 1000))).toBeNull()
  })
  it('refuses forged, re-signed and malformed tokens', () => {
    const [payload, signature] = issueAccessToken(claims, secret, now).split('.')
    const other = Buffer.from(JSON.stringify({ sub: 1, sid: 'f-1', exp: 9_999_999_999 })).toString('base64url')
    expect(readAccessToken(`${other}.${signature}`, secret, now)).toBeNull()
    expect(readAccessToken(`${payload}.${signature}`, `${secret}x`, now)).toBeNull()
    for (const bad of [undefined, '', 'abc', 'a.b.c', `${payload}.`]) expect(readAccessToken(bad, secret, now)).toBeNull()
  })
})
