import type { Locale } from '@/domain/locale'
import en from './messages/en.json'
import fi from './messages/fi.json'
import sv from './messages/sv.json'

/**
 * The texts of the client-side error page, read straight from the catalogues: the error boundary is
 * part of every page's JavaScript, so it does without the message-format runtime.
 */
export type ErrorTexts = { loadFailed: string; title: string; errorLine: string; message: string; backHome: string; tryAgain: string }

const pick = (m: typeof en): ErrorTexts => ({ loadFailed: m.content.message.loadFailed, ...m.error })

export const errorTexts: Record<Locale, ErrorTexts> = { fi: pick(fi), en: pick(en), sv: pick(sv) }
