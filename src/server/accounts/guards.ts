import 'server-only'
/** What every account entry point checks first: its attempt limits, and the form's field errors. */
import type { z } from 'zod'
import { formErrors } from '@/domain/accounts/accountForms'
import type { AccountDeps, AccountResult } from './accountDeps'
import { hitLimit, type Limit } from './rateLimit'

/** Attempts per key and window: `…Account` keys are per e-mail, the others per address. */
export const limits = {
  exists: { max: 30, windowSeconds: 60 },
  // Per address: a hotel or office network may register many guests in an hour.
  register: { max: 30, windowSeconds: 3600 },
  verify: { max: 20, windowSeconds: 900 },
  verifyAccount: { max: 10, windowSeconds: 3600 },
  resendAccount: { max: 3, windowSeconds: 3600 },
  loginAccount: { max: 10, windowSeconds: 900 },
  loginAddress: { max: 50, windowSeconds: 900 },
  resetAccount: { max: 3, windowSeconds: 3600 },
  resetAddress: { max: 20, windowSeconds: 3600 },
  newsletter: { max: 20, windowSeconds: 3600 },
  // Confirmation mails to one address: enough for a typo or a lost mail, not for flooding someone's inbox.
  newsletterAccount: { max: 3, windowSeconds: 3600 },
} satisfies Record<string, Limit>

export const tooMany = { ok: false as const, status: 429 as const, message: 'tooManyAttempts' }

/** Counts an attempt under every key; true when any of them is over its limit. */
export async function limited(deps: AccountDeps, checks: [key: string, limit: Limit][]): Promise<boolean> {
  for (const [key, limit] of checks) if (!(await hitLimit(deps.db, key, limit, deps.now)).allowed) return true
  return false
}

/**
 * A form's body checked with its rules: the parsed values, or a 400 with the field errors (message
 * keys of the account form rules). A body that is no object at all is refused the same way.
 */
export function parseForm<S extends z.ZodType<Record<string, unknown>>>(schema: S, body: unknown): { ok: true; value: z.output<S> } | AccountResult<never> {
  const refused = invalid(formErrors(schema, body))
  if (refused) return refused
  const parsed = schema.safeParse(body)
  if (parsed.success) return { ok: true, value: parsed.data }
  return { ok: false, status: 400, message: '(request): object expected', errors: [{ field: '(request)', message: 'equals' }] }
}

/** Field errors (message keys of the account form rules) as a 400 answer; null when there are none. */
export function invalid(errors: Partial<Record<string, { key: string }>>): AccountResult<never> | null {
  const list = Object.entries(errors).map(([field, e]) => ({ field, message: e!.key }))
  if (list.length === 0) return null
  return { ok: false, status: 400, message: list.map((e) => `${e.field}: ${e.message}`).join('; '), errors: list }
}

export const normalEmail = (email: string) => email.trim().toLowerCase()
