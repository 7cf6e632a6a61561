/**
 * Registration conflicts (docs/messages.md#accounts): the `extendedErrorCode` the registration call answers when the
 * e-mail (5000), the phone (5001) or both (5002) already belong to an account, and the message each
 * one shows. The conflict messages offer a password reset link, since the visitor most likely has an
 * account already; any other failure shows the generic registration failure.
 */
export const registrationErrorCodes = { emailInUse: 5000, phoneInUse: 5001, emailAndPhoneInUse: 5002 } as const
export type RegistrationErrorCode = (typeof registrationErrorCodes)[keyof typeof registrationErrorCodes]

/** Keys of the `account.registration` messages. */
export type RegistrationErrorMessage = keyof typeof registrationErrorCodes | 'failed'

/** The server's side: which code a conflict answers, or null when nothing is taken. */
export function registrationConflictCode(taken: { email: boolean; phone: boolean }): RegistrationErrorCode | null {
  if (taken.email && taken.phone) return registrationErrorCodes.emailAndPhoneInUse
  if (taken.email) return registrationErrorCodes.emailInUse
  if (taken.phone) return registrationErrorCodes.phoneInUse
  return null
}

/**
 * The form's side: the message of a failed registration. The code comes from a JSON error body, so
 * it may be missing, a number or a numeric string.
 */
export function registrationErrorMessage(extendedErrorCode: unknown): { key: RegistrationErrorMessage; offerPasswordReset: boolean } {
  const code = typeof extendedErrorCode === 'string' && /^\d+$/.test(extendedErrorCode.trim()) ? Number(extendedErrorCode) : extendedErrorCode
  const conflict = (Object.keys(registrationErrorCodes) as (keyof typeof registrationErrorCodes)[]).find((key) => registrationErrorCodes[key] === code)
  return conflict ? { key: conflict, offerPasswordReset: true } : { key: 'failed', offerPasswordReset: false }
}
