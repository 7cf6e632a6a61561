import { isLocale } from '@/domain/locale'
import { previewSegment, withExplicitLocale, withLocalePrefix } from '@/domain/paths'

/** The site address that shows the latest draft of a page to signed-in staff. */
export function previewUrl(pagePath: string, locale: string | undefined): string {
  const lang = isLocale(locale) ? locale : 'fi'
  const path = pagePath === '/' ? previewSegment : `${previewSegment}/${pagePath}`
  // An explicit /fi keeps staff whose remembered language is another one on the Finnish draft.
  return withExplicitLocale(withLocalePrefix(path, lang), lang)
}
