import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { accountMessages } from './accountMessages'

/** The profile page's texts (the login block's island brings its own: AccountFormsIsland). */
export async function AccountMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages()
  return <NextIntlClientProvider messages={accountMessages(messages)}>{children}</NextIntlClientProvider>
}
