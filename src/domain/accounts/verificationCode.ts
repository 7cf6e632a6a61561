/**
 * E-mail verification codes as people type them (docs/behaviour.md#login): uppercased, spaces removed, and
 * prefixed with `ST1-` unless the code already starts with `st1-` and digits.
 */
export const verificationPrefix = 'ST1-'

export function normalizeVerificationCode(typed: string): string {
  const code = typed.replace(/\s+/g, '').toUpperCase()
  return /^ST1-\d/.test(code) ? code : `${verificationPrefix}${code}`
}
