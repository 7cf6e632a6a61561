'use client'

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl'
import type { ComponentProps } from 'react'
import type { Locale } from '@/domain/locale'
import { NewsletterForm } from './NewsletterForm'

export type NewsletterIslandProps = ComponentProps<typeof NewsletterForm> & { locale: Locale; messages: AbstractIntlMessages }

/**
 * The sign-up on a content page (the block, and the footer's once opened), with its texts: a script
 * of its own, which only pages showing the form load (docs/content.md#first-load-javascript).
 */
export default function NewsletterIsland({ locale, messages, ...form }: NewsletterIslandProps) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Helsinki">
      <NewsletterForm {...form} />
    </NextIntlClientProvider>
  )
}
