import { isLocale, type Locale } from '@/domain/locale'

/**
 * The language the page was rendered in (`<html lang>`), read by stores outside React before any
 * component has told them; `fallback` when the attribute is not one of ours.
 */
export function pageLocale(fallback: Locale): Locale {
  const lang = document.documentElement.lang
  return isLocale(lang) ? lang : fallback
}
