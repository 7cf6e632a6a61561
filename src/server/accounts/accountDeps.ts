import 'server-only'
import type { NextRequest } from 'next/server'
import type { Locale } from '@/domain/locale'
import { sql } from '@/server/db'
import type { SqlPort } from '@/server/db/sqlPort'
import { env } from '@/server/env'
import { clientKey } from '@/server/http/clientAddress'
import { requestLocale } from '@/server/http/request'
import type { ServiceResult } from '@/server/http/serviceResult'
import type { Mail } from '@/server/mail/mailDocument'
import { sendMail } from '@/server/mail/sendMail'

/** What the account services need: database, clock, signing secret, mail and who is asking. */
export type AccountDeps = {
  db: SqlPort
  now: Date
  secret: string
  locale: Locale
  siteUrl: string
  siteName: string
  sendMail: (message: Mail) => Promise<unknown>
  /** The caller's address, for per-address rate limits. */
  clientKey: string
}

/**
 * A cookie the route sets (value) or clears (null). `signedIn` is the only one scripts may read: it
 * holds no secret and only tells the page that a session may be restored, so signed-out visitors make
 * no session calls at all.
 */
export type CookieChange = { name: 'access' | 'refresh' | 'signedIn'; value: string | null; maxAge: number }

/** A service's result with the cookies the answer sets or clears, a refusal's too (a failed refresh signs out). */
export type AccountResult<T> = ServiceResult<T, 400 | 401 | 403 | 409 | 429> & { cookies?: CookieChange[] }

/** The account services' dependencies for one request. */
export function accountDeps(request: NextRequest): AccountDeps {
  const settings = env()
  return {
    db: sql(),
    now: new Date(),
    secret: settings.PAYLOAD_SECRET,
    locale: requestLocale(request),
    siteUrl: settings.publicUrl,
    siteName: 'Kuusirinne Resort',
    sendMail,
    clientKey: clientKey(request.headers),
  }
}
