import 'server-only'
/** The homeowner service's texts in the caller's language: refusals carry the translated message itself. */
import { createTranslator } from 'next-intl'
import type { Locale } from '@/domain/locale'
import { catalogues } from '@/i18n/catalogues'

export const homeownerText = (locale: Locale) => createTranslator({ locale, messages: catalogues[locale], namespace: 'homeowner' })

export type HomeownerErrorKey = keyof (typeof catalogues)['en']['homeowner']['errors']

/** A refusal with its translated message; `field` names the input it is about. */
export function refusal<S extends 400 | 401 | 403 | 404 | 409 | 429>(
  locale: Locale,
  status: S,
  key: HomeownerErrorKey,
  values?: Record<string, string | number>,
  field?: string,
) {
  return { ok: false as const, status, message: homeownerText(locale)(`errors.${key}`, values), ...(field ? { field } : {}) }
}
