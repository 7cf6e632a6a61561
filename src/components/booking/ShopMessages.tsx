import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

/**
 * Gives the shop's client components only the `shop` texts, the booking search and price calendar
 * texts and the form messages (the gift card form), not the whole catalogue.
 */
export async function ShopMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages()
  return (
    <NextIntlClientProvider messages={{ shop: messages.shop, bookingSearch: messages.bookingSearch, form: messages.form }}>{children}</NextIntlClientProvider>
  )
}
