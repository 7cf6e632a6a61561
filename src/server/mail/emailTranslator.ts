/**
 * Texts of e-mails in the order's language. Mail is written outside any page request, so the
 * translator is made from the catalogue directly instead of from next-intl's request config.
 */
import 'server-only'
import { createTranslator } from 'next-intl'
import type { Locale } from '@/domain/locale'
import { catalogues } from '@/i18n/catalogues'

export function emailTranslator(locale: Locale) {
  return createTranslator({ locale, messages: catalogues[locale], namespace: 'email' })
}

export type EmailTranslator = ReturnType<typeof emailTranslator>
