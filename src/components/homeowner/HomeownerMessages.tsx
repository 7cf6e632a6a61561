import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { formParts, type MessageCatalogue } from '@/i18n/messageParts'

/**
 * The homeowner page's texts without the mail and header ones, the shared form messages, the date
 * field's texts and the required mark: what the page's client components use, not the whole catalogue.
 */
export const homeownerMessages = (messages: MessageCatalogue) => {
  const h = messages.homeowner
  return {
    homeowner: {
      errors: h.errors,
      marks: h.marks,
      statement: h.statement,
      page: h.page,
      apartment: h.apartment,
      calendar: h.calendar,
      form: h.form,
      slots: h.slots,
      releases: h.releases,
      reservations: h.reservations,
      feed: h.feed,
      statementPage: h.statementPage,
      coUsers: h.coUsers,
    },
    ...formParts(messages),
    shop: { date: messages.shop.date },
  }
}

export async function HomeownerMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages()
  return <NextIntlClientProvider messages={homeownerMessages(messages)}>{children}</NextIntlClientProvider>
}
