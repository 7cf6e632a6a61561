import 'server-only'
/** The order services' dependencies for one request: database, catalogue, clock, provider, mail. */
import { randomBytes } from 'node:crypto'
import type { Locale } from '@/domain/locale'
import { loadCatalogue } from '@/server/catalogue/loadCatalogue'
import { sql } from '@/server/db'
import { env } from '@/server/env'
import { sendMail } from '@/server/mail/sendMail'
import { paymentProvider } from '@/server/payment'
import type { OrderDeps } from './orderDeps'
import { siteOrigins } from '@/server/http/siteOrigin'

/** Who is calling: the request's host and client, and the browser's own cookie digest when it sent one. */
export type Caller = { host: string; clientKey: string; browserRef?: string | null }

export async function orderDeps(locale: Locale, caller: Caller): Promise<OrderDeps> {
  const settings = env()
  const now = new Date()
  const publicOrigin = new URL(settings.publicUrl).origin
  return {
    db: sql(),
    catalogue: await loadCatalogue(locale, now),
    now,
    host: caller.host,
    clientKey: caller.clientKey,
    browserRef: caller.browserRef ?? null,
    provider: paymentProvider(),
    holdMinutes: settings.ORDER_HOLD_MINUTES,
    startHoldMinutes: Math.min(settings.ORDER_START_HOLD_MINUTES, settings.ORDER_HOLD_MINUTES),
    allowedOrigins: await siteOrigins(),
    callbackBase: publicOrigin,
    random: (bytes) => randomBytes(bytes),
    sendMail,
    siteUrl: settings.publicUrl,
  }
}
