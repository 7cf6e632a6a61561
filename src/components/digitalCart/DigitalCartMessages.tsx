'use client'

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl'
import type { ReactNode } from 'react'
import type { Locale } from '@/domain/locale'
import en from '@/i18n/messages/digitalCart/en.json'
import fi from '@/i18n/messages/digitalCart/fi.json'
import sv from '@/i18n/messages/digitalCart/sv.json'

const texts: Record<Locale, typeof en> = { fi, en, sv }

/**
 * Gives the digital cart its `digitalCart` texts wherever it is placed: a host provider that already
 * passes them (shop, cart, checkout) is used as it is; otherwise this small area is added to its texts.
 */
export function DigitalCartMessages({ children }: { children: ReactNode }) {
  const locale = useLocale()
  const messages: Record<string, unknown> = useMessages()
  if ('digitalCart' in messages) return children
  return (
    <NextIntlClientProvider locale={locale} messages={{ ...messages, digitalCart: texts[locale] }}>
      {children}
    </NextIntlClientProvider>
  )
}
