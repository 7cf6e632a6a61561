import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

/** The newsletter texts, the shared form messages and the required mark: not the whole catalogue on every page. */
export async function NewsletterMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages()
  return (
    <NextIntlClientProvider
      messages={{ newsletter: messages.newsletter, form: messages.form, checkout: { contact: { required: messages.checkout.contact.required } } }}
    >
      {children}
    </NextIntlClientProvider>
  )
}
