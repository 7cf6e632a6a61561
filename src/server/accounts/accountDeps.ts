import 'server-only'
import type { Locale } from '@/domain/locale'
import type { SqlPort } from '@/server/db/sqlPort'

/** What the account services need: database, clock, signing secret, mail and who is asking. */
export type AccountDeps = {
  db: SqlPort
  now: Date
  secret: string
  locale: Locale
  siteUrl: string
  siteName: string
  sendMail: (message: { to: string; subject: string; html: string; text: string }) => Promise<unknown>
  /** The caller's address, for per-address rate limits. */
  clientKey: string
}

/**
 * A cookie the route sets (value) or clears (null). `signedIn` is the only one scripts may read: it
 * holds no secret and only tells the page that a session may be restored, so signed-out visitors make
 * no session calls at all.
 */
export type CookieChange = { name: 'access' | 'refresh' | 'signedIn'; value: string | null; maxAge: number }

export type AccountResult<T> =
  | { ok: true; status?: 200 | 201; value: T; cookies?: CookieChange[] }
  | { ok: false; status: 400 | 401 | 403 | 409 | 429; message: string; extendedErrorCode?: number; errors?: { field: string; message: string }[]; cookies?: CookieChange[] }
