import type { Locale } from '@/domain/locale'
import en from './messages/error/en.json'
import fi from './messages/error/fi.json'
import sv from './messages/error/sv.json'

/**
 * The texts of the client-side error page, read straight from the `error` area's small catalogues:
 * the error boundary is part of every page's JavaScript, so it does without the message-format
 * runtime and without the site's base catalogue (which would put every language's whole base file
 * on every page).
 */
export type ErrorTexts = typeof en

export const errorTexts: Record<Locale, ErrorTexts> = { fi, en, sv }
