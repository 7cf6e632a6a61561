import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { cartMessages } from '@/components/cart/cartMessages'

/**
 * The texts checkout's client components use: its own, the cart's (the cart contents are part of
 * step 1), the account forms' (the sign-in dialog) and the step names, not the whole catalogue.
 */
export async function CheckoutMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages()
  const picked = {
    ...cartMessages(messages),
    checkout: messages.checkout,
    account: messages.account,
    form: messages.form,
    pages: { checkout: messages.pages.checkout },
  }
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>
}
