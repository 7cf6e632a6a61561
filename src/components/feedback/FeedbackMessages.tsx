import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

/** The feedback form's texts (not its mails'), the shared form messages and the required mark; not the whole catalogue. */
export async function FeedbackMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages()
  // The mails' texts stay on the server.
  const feedback = Object.fromEntries(Object.entries(messages.feedback).filter(([key]) => key !== 'mail'))
  return (
    <NextIntlClientProvider messages={{ feedback, form: messages.form, checkout: { contact: { required: messages.checkout.contact.required } } }}>
      {children}
    </NextIntlClientProvider>
  )
}
