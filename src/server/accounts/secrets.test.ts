import { describe, expect, it } from 'vitest'
import { normalizeVerificationCode } from '@/domain/accounts/verificationCode'
import { hashPassword, needsRehash, verifyPassword } from './passwords'
import { digest, newToken, newVerificationCode, sameDigest } from './secrets'

describe('customer passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('Kuusi!rinne1')
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(stored, 'Kuusi!rinne1')).toBe(true)
    expect(await verifyPassword(stored, 'kuusi!rinne1')).toBe(false)
    expect(await verifyPassword('not a hash', 'Kuusi!rinne1')).toBe(false)
    expect(needsRehash(stored)).toBe(false)
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$abc')).toBe(true)
  })
})

describe('codes and tokens', () => {
  it('stores only a digest and compares it safely', () => {
    const token = newToken()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(digest(token)).not.toContain(token)
    expect(sameDigest(token, digest(token))).toBe(true)
    expect(sameDigest(`${token}x`, digest(token))).toBe(false)
    expect(sameDigest(token, 'short')).toBe(false)
  })
  it('makes verification codes that survive the way people type them', () => {
    const code = newVerificationCode()
    expect(code).toMatch(/^ST1-\d{6}$/)
    expect(normalizeVerificationCode(` ${code.toLowerCase().slice(0, 6)} ${code.slice(6)} `)).toBe(code)
  })
})
