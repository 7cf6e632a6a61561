import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { newsletterMessages } from './newsletterMessages'

/**
 * The texts of the newsletter's own pages. A content page's sign-up (the block, the footer) brings
 * its texts in NewsletterIsland instead: this provider's form would be in every content page's script.
 */
export async function NewsletterMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages()
  return <NextIntlClientProvider messages={newsletterMessages(messages)}>{children}</NextIntlClientProvider>
}
