/**
 * Sends the mails of an accepted order: the confirmation to the orderer and each gift card to its
 * recipient. The order is already paid when this runs, so a mail that fails is logged for staff and
 * the others still go out; the caller learns how many were sent.
 */
import 'server-only'
import type { OrderView } from '@/domain/checkout/api'
import { env } from '@/server/env'
import { manageBookingUrl } from '@/server/orders/cancelToken'
import { giftCardEmail } from './giftCardEmail'
import type { Mail } from './mailDocument'
import { orderConfirmationEmail } from './orderConfirmationEmail'

export type SendMail = (mail: Mail) => Promise<unknown>

/**
 * An issued card as giftCardsOf reads it. `validUntil` is required for the mail: a card's validity is
 * its own (docs/gift-cards.md#validity), and a mail without it is not sent rather than sent wrong.
 */
export type GiftCardRecipient = { code: string; email: string; message: string | null; validUntil?: string; designId?: number | null }

/** What the mails need from outside the order; the defaults read the app's settings, uploads and database. */
export type OrderMailSources = {
  /** The signed link to the order's cancellation page (docs/refunds.md#cancelling). */
  manageUrl?: (order: OrderView) => string
  /**
   * The design image of a card, print-ready, or null for the plain card: designImage.ts over a store's
   * lookup of the upload's file. Without it a card with a design is printed plain, and the log says so.
   */
  designImage?: (mediaId: number) => Promise<Buffer | null>
}

const appSources: Required<OrderMailSources> = {
  manageUrl: (order) => manageBookingUrl(env().publicUrl, env().PAYLOAD_SECRET, order.orderNumber, order.locale),
  designImage: async (mediaId) => {
    console.error(`[mail] gift card design ${mediaId} not printed: no media lookup was given to sendOrderEmails`)
    return null
  },
}

/** Orders in these states were paid for; nothing else is confirmed to the buyer. */
const acceptedStates: readonly OrderView['status'][] = ['paid', 'confirmed']

export async function sendOrderEmails(
  send: SendMail,
  order: OrderView,
  recipients: { giftCards: GiftCardRecipient[] },
  siteUrl: string,
  sources: OrderMailSources = {},
): Promise<number> {
  if (!acceptedStates.includes(order.status)) {
    console.error(`Order ${order.orderNumber}: no mail sent, the order is ${order.status}`)
    return 0
  }
  const { manageUrl, designImage: loadDesign } = { ...appSources, ...sources }
  // Each mail is built inside its own attempt: bad data in one (an unusable address) must not stop the rest.
  const attempts: { what: string; build: () => Promise<Mail> }[] = [
    {
      what: 'confirmation',
      build: async () => orderConfirmationEmail(order, siteUrl, order.lines.some((l) => l.cancellation.policy === 'free') ? manageUrl(order) : undefined),
    },
    ...order.giftCards.map((card, i) => ({
      what: `gift card ${i + 1} of ${order.giftCards.length}`,
      build: async () => {
        const recipient = recipients.giftCards.find((r) => r.code === card.code)
        if (!recipient) throw new Error('no recipient address')
        if (!recipient.validUntil) throw new Error('no validity for the card')
        const image = recipient.designId == null ? null : await loadDesign(recipient.designId)
        return giftCardEmail(order, { ...card, validUntil: recipient.validUntil }, recipient.email, recipient.message, siteUrl, image)
      },
    })),
  ]
  let sent = 0
  for (const { what, build } of attempts) {
    try {
      await send(await build())
      sent += 1
    } catch (error) {
      // The gift card code is left out of the log: whoever reads logs must not be able to spend it.
      console.error(`Order ${order.orderNumber}: the ${what} mail was not sent`, error)
    }
  }
  return sent
}
