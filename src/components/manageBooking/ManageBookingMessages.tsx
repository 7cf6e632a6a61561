import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { MessageCatalogue } from '@/i18n/messageParts'

/**
 * The manage-booking page's texts, the order labels of the confirmation (checkout.order) and the
 * account's order states and the stay rates' names: what the page's client components use, not the whole catalogue.
 */
export const manageBookingMessages = (messages: MessageCatalogue) => ({
  manageBooking: messages.manageBooking,
  checkout: { order: messages.checkout.order },
  account: { profile: { status: messages.account.profile.status } },
  form: messages.form,
  shop: { stay: { ratePlan: messages.shop.stay.ratePlan } },
})

export async function ManageBookingMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages()
  return <NextIntlClientProvider messages={manageBookingMessages(messages)}>{children}</NextIntlClientProvider>
}
