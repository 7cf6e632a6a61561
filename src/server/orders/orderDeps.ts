import 'server-only'
import type { ShopDeps } from '@/server/catalogue/shopService'
import type { PaymentProvider } from '@/server/payment/provider'

/** What the order services need besides the shop's catalogue, database, clock and host. */
export type OrderDeps = ShopDeps & {
  provider: PaymentProvider
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
  random: (bytes: number) => Uint8Array
  /** Sends a mail; wired to Payload's email adapter. */
  sendMail: (message: { to: string; subject: string; html: string; text: string }) => Promise<unknown>
  siteUrl: string
}
