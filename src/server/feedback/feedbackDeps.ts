import 'server-only'
import type { NextRequest } from 'next/server'
import type { Locale } from '@/domain/locale'
import { sql } from '@/server/db'
import type { SqlPort } from '@/server/db/sqlPort'
import { env } from '@/server/env'
import { clientKey } from '@/server/http/clientAddress'
import { requestLocale } from '@/server/http/request'
import type { ReplyableMail } from '@/server/mail/accessibilityFeedbackEmails'
import { sendMail } from '@/server/mail/sendMail'

/** What the visitor-form services need: database, clock, signing secret, mail, and who asks from which page. */
export type FeedbackDeps = {
  db: SqlPort
  now: Date
  secret: string
  locale: Locale
  siteUrl: string
  siteName: string
  sendMail: (mail: ReplyableMail) => Promise<unknown>
  /** The caller's address, for the per-client limit. */
  clientKey: string
  /** The path of this site's page the form was sent from (its Referer), or null. */
  pagePath: string | null
}

/** The Referer's path and query when it is a page of this site; a foreign or missing one is null. */
function pagePath(request: NextRequest, siteUrl: string): string | null {
  try {
    const referer = new URL(request.headers.get('referer') ?? '')
    const own = referer.origin === new URL(siteUrl).origin || referer.origin === request.nextUrl.origin
    return own ? `${referer.pathname}${referer.search}`.slice(0, 500) : null
  } catch {
    return null
  }
}

export function feedbackDeps(request: NextRequest): FeedbackDeps {
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
    pagePath: pagePath(request, settings.publicUrl),
  }
}
