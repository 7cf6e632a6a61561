import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

type Catalogue = Awaited<ReturnType<typeof getMessages>>

/**
 * The texts the cart's client components use: the `cart` area, the shop's display formats, member prices,
 * cancellation terms, the stay rates' names, the gift card balance check and the quantity stepper, and the form messages (the amount steppers).
 */
export const cartMessages = (messages: Catalogue) => ({
  cart: messages.cart,
  form: messages.form,
  shop: {
    format: messages.shop.format,
    cancellation: messages.shop.cancellation,
    giftCardBalance: messages.shop.giftCardBalance,
    stay: { ratePlan: messages.shop.stay.ratePlan },
    member: messages.shop.member,
    // The quantity stepper of a row of tickets.
    stepper: messages.shop.stepper,
  },
})

/**
 * Gives cart islands only the texts they need. Checkout, which needs its own area too, can spread
 * `cartMessages(messages)` into its provider instead.
 */
export async function CartMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages()
  return <NextIntlClientProvider messages={cartMessages(messages)}>{children}</NextIntlClientProvider>
}
