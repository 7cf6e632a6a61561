import 'server-only'
import type { ShopDeps } from '@/server/catalogue/shopService'
import type { SqlPort } from '@/server/db/sqlPort'
import type { Mail } from '@/server/mail/mailDocument'
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
