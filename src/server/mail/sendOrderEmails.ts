/**
 * Sends the mails of an accepted order: the confirmation to the orderer and each gift card to its
 * recipient. The order is already paid when this runs, so a mail that fails is logged for staff and
 * the others still go out; the caller learns how many were sent.
 */
import 'server-only'
import type { OrderView } from '@/domain/checkout/api'
import { giftCardEmail } from './giftCardEmail'
import type { Mail } from './mailDocument'
import { orderConfirmationEmail } from './orderConfirmationEmail'

export type SendMail = (mail: Mail) => Promise<unknown>

export type GiftCardRecipient = { code: string; email: string; message: string | null }

/** Orders in these states were paid for; nothing else is confirmed to the buyer. */
const acceptedStates: readonly OrderView['status'][] = ['paid', 'confirmed']

export async function sendOrderEmails(send: SendMail, order: OrderView, recipients: { giftCards: GiftCardRecipient[] }, siteUrl: string): Promise<number> {
  if (!acceptedStates.includes(order.status)) {
    console.error(`Order ${order.orderNumber}: no mail sent, the order is ${order.status}`)
    return 0
  }
  // Each mail is built inside its own attempt: bad data in one (an unusable address) must not stop the rest.
  const attempts: { what: string; build: () => Mail }[] = [
    { what: 'confirmation', build: () => orderConfirmationEmail(order, siteUrl) },
    ...order.giftCards.map((card, i) => ({
      what: `gift card ${i + 1} of ${order.giftCards.length}`,
      build: () => {
        const recipient = recipients.giftCards.find((r) => r.code === card.code)
        if (!recipient) throw new Error('no recipient address')
        return giftCardEmail(order, card, recipient.email, recipient.message, siteUrl)
      },
    })),
  ]
  let sent = 0
  for (const { what, build } of attempts) {
    try {
      await send(build())
      sent += 1
    } catch (error) {
      // The gift card code is left out of the log: whoever reads logs must not be able to spend it.
      console.error(`Order ${order.orderNumber}: the ${what} mail was not sent`, error)
    }
  }
  return sent
}
