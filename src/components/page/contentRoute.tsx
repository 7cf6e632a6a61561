import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { defaultLocale, isLocale, type Locale } from '@/domain/locale'
import { pageTitle, redirectTarget } from '@/domain/pageMeta'
import { contentPathFromSegments, withLocalePrefix } from '@/domain/paths'
import { absoluteAlternates } from '@/domain/seo/siteUrl'
import { withViewQuery, type ViewQuery } from '@/domain/viewQuery'
import { loadPublishedPage, type PageResult } from '@/server/content/loadPage'
import { pageSeoMetadata } from '@/server/seo/pageMetadata'
import { siteOrigins } from '@/server/seo/siteFacts'
import { structuredData } from '@/server/seo/structuredData'
import { JsonLdScripts } from '@/components/seo/JsonLdScripts'
import { alternatesFromPaths, alternatesMetadata } from './alternates'
import { ContentPage } from './ContentPage'
import { NotFoundStatus } from './NotFoundStatus'
import { NotFoundView } from './NotFoundView'

/**
 * The content route (docs/routes.md#screens): pages, articles, events, or the 404 page. Served twice:
 * cached at the page's address, and uncached for an address with view parameters
 * (docs/routes.md#page-views), which the blocks read from `query`.
 */
export type ContentRouteParams = { locale: string; slug?: string[] }

/** The language and page of the address; `result` is notFound for an address no page can have. */
async function resolve({ locale, slug }: ContentRouteParams): Promise<{ locale: Locale; pagePath: string; result: PageResult }> {
  const path = contentPathFromSegments(locale, slug)
  if (!isLocale(locale) || !path) return { locale: defaultLocale, pagePath: '', result: { kind: 'notFound' } }
  return { locale, pagePath: path.pagePath, result: await loadPublishedPage(locale, path.pagePath) }
}

const siteName = async (locale: Locale) => (await getTranslations({ locale, namespace: 'meta' }))('siteName')

export async function contentMetadata(params: ContentRouteParams): Promise<Metadata> {
  const { locale, pagePath, result } = await resolve(params)
  if (result.kind === 'notFound') {
    const t = await getTranslations({ locale, namespace: 'notFound' })
    return { title: t('title') } // Next adds noindex to a not-found answer itself
  }
  if (result.kind !== 'page') return {}
  const { content } = result.data
  // Absolute addresses: a shared link or a search engine may read them on another language's domain.
  const absolute = absoluteAlternates(alternatesFromPaths(result.data.localizedPagePaths), await siteOrigins())
  return {
    title: pagePath === '/' ? { absolute: pageTitle(content) } : pageTitle(content),
    description: content.fields.metaText || undefined,
    alternates: alternatesMetadata(absolute, locale),
    ...(await pageSeoMetadata(locale, result.data, absolute, await siteName(locale))),
  }
}

export async function ContentRoute({ params, query }: { params: ContentRouteParams; query: ViewQuery }) {
  const { locale, pagePath, result } = await resolve(params)
  setRequestLocale(locale)
  switch (result.kind) {
    case 'redirect':
      // The same page in this language: the search words or filters go along.
      return redirect(withViewQuery(result.to, query))
    case 'notFound':
      // Not notFound(): thrown here, Next would answer the 404 without rendering it (NotFoundStatus).
      return (
        <>
          <NotFoundView locale={locale} />
          <NotFoundStatus />
        </>
      )
    case 'page': {
      const target = redirectTarget(result.data.content)
      // A cardList redirect block answers 307; pointing at itself it would loop, so the page shows.
      if (target && target !== withLocalePrefix(pagePath, locale)) redirect(target)
      return (
        <>
          <ContentPage data={result.data} locale={locale} query={query} />
          <JsonLdScripts nodes={await structuredData({ locale, pagePath, data: result.data, siteName: await siteName(locale) })} />
        </>
      )
    }
  }
}
