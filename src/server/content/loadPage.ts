import 'server-only'
import type { ContentResponse } from '@/domain/content'
import type { Locale } from '@/domain/locale'
import { withLocalePrefix } from '@/domain/paths'
import { getCachedPathInLocale, getPublishedContentPage } from './cached'

export type PageResult = { kind: 'page'; data: ContentResponse } | { kind: 'redirect'; to: string } | { kind: 'notFound' }

/**
 * What the site shows at a path (docs/routes.md#content-page-loading): the page, the same page under this
 * language's own address, or nothing. CMS redirects were already handled by the request hook.
 */
export async function loadPublishedPage(locale: Locale, pagePath: string): Promise<PageResult> {
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
    return { kind: 'redirect', to: elsewhere }
  }
  return { kind: 'notFound' }
}
