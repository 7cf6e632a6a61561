import 'server-only'
import type { ContentResponse } from '@/domain/content'
import type { Locale } from '@/domain/locale'
import { withLocalePrefix } from '@/domain/paths'
import { getCachedPathInLocale, getCachedRedirect, getPublishedContentPage } from './cached'

export type PageResult =
  | { kind: 'page'; data: ContentResponse }
  | { kind: 'redirect'; to: string; permanent: boolean }
  | { kind: 'notFound' }

/**
 * What the site shows at a path (spec §2 steps 5 and "Content page loading"): a redirect stored in
 * the CMS, the page, the same page under this language's own address, or nothing.
 */
export async function loadPublishedPage(locale: Locale, pagePath: string): Promise<PageResult> {
  const redirect = await getCachedRedirect(withLocalePrefix(pagePath, locale))
  if (redirect) return { kind: 'redirect', to: redirect.to, permanent: redirect.permanent }
  let data: ContentResponse | null
  try {
    data = await getPublishedContentPage(locale, pagePath)
  } catch (error) {
    console.error('[content] loading %s (%s) failed', pagePath, locale, error)
    throw new Error('content.message.loadFailed')
  }
  if (data) return { kind: 'page', data }
  const elsewhere = await getCachedPathInLocale(locale, pagePath)
  if (elsewhere && elsewhere !== withLocalePrefix(pagePath, locale)) {
    return { kind: 'redirect', to: elsewhere, permanent: false }
  }
  return { kind: 'notFound' }
}
