import { describe, expect, it } from 'vitest'
import { registrationConflictCode, registrationErrorMessage } from './registrationErrors'

describe('registration errors (docs/messages.md#accounts)', () => {
  it('shows the conflict message and a password reset link for 5000, 5001 and 5002', () => {
    expect(registrationErrorMessage(5000)).toEqual({ key: 'emailInUse', offerPasswordReset: true })
    expect(registrationErrorMessage(5001)).toEqual({ key: 'phoneInUse', offerPasswordReset: true })
    expect(registrationErrorMessage(5002)).toEqual({ key: 'emailAndPhoneInUse', offerPasswordReset: true })
  })

  it('reads a code sent as a numeric string', () => {
    expect(registrationErrorMessage('5002')).toEqual({ key: 'emailAndPhoneInUse', offerPasswordReset: true })
  })

  it('shows the generic failure for any other error', () => {
    for (const code of [undefined, null, 500, 4999, 5003, '', 'emailInUse', '5000x', { code: 5000 }]) {
      expect(registrationErrorMessage(code), String(code)).toEqual({ key: 'failed', offerPasswordReset: false })
    }
  })

  it('gives the server the code of each conflict, and the form reads it back', () => {
    expect(registrationConflictCode({ email: true, phone: false })).toBe(5000)
    expect(registrationConflictCode({ email: false, phone: true })).toBe(5001)
    expect(registrationConflictCode({ email: true, phone: true })).toBe(5002)
    expect(registrationConflictCode({ email: false, phone: false })).toBeNull()
    expect(registrationErrorMessage(registrationConflictCode({ email: false, phone: true }))).toEqual({ key: 'phoneInUse', offerPasswordReset: true })
  })
})
