import type { I18nOptions, Language } from '@payloadcms/translations'
import { en } from '@payloadcms/translations/languages/en'
import { sv } from '@payloadcms/translations/languages/sv'
import { fiTranslations } from './fi'
import { fiLexical } from './fiLexical'

/**
 * The admin's languages (docs/admin.md#language): Finnish first, English and Swedish in the picker.
 * Payload knows no Finnish date-fns locale ('fi' is not among its keys): dates fall back to date-fns'
 * default locale, which is why the config gives the admin a numeric date format.
 */
const fi: Language = { dateFNSKey: 'fi' as Language['dateFNSKey'], translations: fiTranslations }

export const adminI18n = {
  // Payload's type lists only the languages it ships; the admin reads this key at run time.
  fallbackLanguage: 'fi' as NonNullable<I18nOptions['fallbackLanguage']>,
  supportedLanguages: { fi, en, sv } as NonNullable<I18nOptions['supportedLanguages']>,
  translations: { fi: fiLexical } as NonNullable<I18nOptions['translations']>,
}
