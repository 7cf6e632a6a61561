import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

type Catalogue = Awaited<ReturnType<typeof getMessages>>

/** The account texts plus the shared form messages and the required mark, not the whole catalogue. */
export const accountMessages = (messages: Catalogue) => ({
  account: messages.account,
  form: messages.form,
  checkout: { contact: { required: messages.checkout.contact.required } },
})

export async function AccountMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages()
  return <NextIntlClientProvider messages={accountMessages(messages)}>{children}</NextIntlClientProvider>
}
