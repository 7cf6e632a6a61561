import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { hitLimit } from '@/server/accounts/rateLimit'

/**
 * Staff sign-in is limited per client, not per account: a lock on the account (Payload's default)
 * would let anyone lock the staff out by typing wrong passwords for them. (Reset requests are
 * limited before Payload starts its transaction: server/payloadRest/staffResetLimit.ts.)
 */
const limit = { max: 20, windowSeconds: 900 }

/** In the admin's languages (Payload's admin speaks English and Swedish; Finnish for completeness). */
const messages: Record<string, string> = {
  en: 'Too many attempts from this network. Try again in {minutes} minutes.',
  sv: 'För många försök från det här nätverket. Försök igen om {minutes} minuter.',
  fi: 'Liian monta yritystä tästä verkosta. Yritä uudelleen {minutes} minuutin kuluttua.',
}

export const staffAttemptLimit: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  // Loaded only here: collection configs are also read by CLI scripts, where server-only modules cannot load.
  const [{ sql }, { clientKey }] = await Promise.all([import('@/server/db'), import('@/server/http/clientAddress')])
  const result = await hitLimit(sql(), `staff-login:${clientKey(req.headers)}`, limit, new Date())
  if (result.allowed) return args
  const text = messages[req.i18n?.language ?? 'en'] ?? messages.en!
  const error = new APIError(
    text.replace('{minutes}', String(Math.ceil(result.retryAfterSeconds / 60))),
    429,
    { retryAfterSeconds: result.retryAfterSeconds },
    true,
  )
  // Named, so the answer carries the message (a minified class name may be empty) and logs can tell it apart.
  error.name = 'TooManyAttempts'
  throw error
}
