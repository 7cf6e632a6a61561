import { describe, expect, it } from 'vitest'
import { normalizeVerificationCode } from './verificationCode'

describe('verification codes as typed', () => {
  it('uppercases, removes spaces and adds the ST1- prefix', () => {
    expect(normalizeVerificationCode('ab 12 cd')).toBe('ST1-AB12CD')
    expect(normalizeVerificationCode(' 123 456 ')).toBe('ST1-123456')
  })
  it('keeps a code that already starts with st1- and digits, in any case', () => {
    expect(normalizeVerificationCode('st1-123456')).toBe('ST1-123456')
    expect(normalizeVerificationCode('ST1- 12 34')).toBe('ST1-1234')
  })
  it('prefixes a code that starts with st1- but no digits', () => {
    expect(normalizeVerificationCode('st1-abc')).toBe('ST1-ST1-ABC')
  })
})
