import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

/** Gives the consent islands only the `consent` texts, not the whole catalogue. */
export async function ConsentMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages()
  return <NextIntlClientProvider messages={{ consent: messages.consent }}>{children}</NextIntlClientProvider>
}
