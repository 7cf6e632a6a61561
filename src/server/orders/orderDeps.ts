import 'server-only'
/**
 * The order services' dependencies: what settling a payment needs (the sweeper's too), what the
 * order services need on top of the shop's, and how one request builds them.
 */
import { randomBytes } from 'node:crypto'
import type { Locale } from '@/domain/locale'
import { loadCatalogue } from '@/server/catalogue/loadCatalogue'
import type { ShopDeps } from '@/server/catalogue/shopDeps'
import { sql } from '@/server/db'
import type { SqlPort } from '@/server/db/sqlPort'
import { env } from '@/server/env'
import { siteOrigins } from '@/server/http/siteOrigin'
import type { Mail } from '@/server/mail/mailDocument'
import { sendMail } from '@/server/mail/sendMail'
import { paymentProvider } from '@/server/payment'
import type { PaymentProvider } from '@/server/payment/provider'

/**
 * What settling a payment needs: the database, the provider, gift card codes and mail. No catalogue
 * and no request: the background sweeper settles payments too.
 */
export type SettleDeps = {
  db: SqlPort
  provider: PaymentProvider
  random: (bytes: number) => Uint8Array
  sendMail: (message: Mail) => Promise<unknown>
  siteUrl: string
}

/** What the order services need besides the shop's catalogue, database, clock and host. */
export type OrderDeps = ShopDeps &
  SettleDeps & {
    /** Minutes the inventory is held once the buyer opens the payment terminal (default 20). */
    holdMinutes: number
    /** Minutes a submitted cart is held before the terminal is opened (default 5): carts nobody pays go back soon. */
    startHoldMinutes: number
    /** A digest of the submitting browser's own cookie: its new order replaces its unpaid one. */
    browserRef: string | null
    /** Origins the payment terminal may send the browser back to. */
    allowedOrigins: string[]
    /** Absolute base for server-to-server payment callbacks. */
    callbackBase: string
  }

/**
 * Who is calling: the request's host and client, the browser's own cookie digest when it sent one,
 * and how to ask its session whether it pays member prices (absent: it does not).
 */
export type Caller = { host: string; clientKey: string; browserRef?: string | null; loyaltyMember?: () => Promise<boolean> }

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
    loyaltyMember: caller.loyaltyMember,
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
