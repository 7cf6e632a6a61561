import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ContentPage } from '@/components/page/ContentPage'
import { NotFoundStatus } from '@/components/page/NotFoundStatus'
import { NotFoundView } from '@/components/page/NotFoundView'
import { alternatesFromPaths, alternatesMetadata } from '@/components/page/alternates'
import { defaultLocale, isLocale, type Locale } from '@/domain/locale'
import { pageTitle, redirectTarget } from '@/domain/pageMeta'
import { contentPathFromSegments, withLocalePrefix } from '@/domain/paths'
import { loadPublishedPage, type PageResult } from '@/server/content/loadPage'

type Props = { params: Promise<{ locale: string; slug?: string[] }> }

// Content pages are rendered on their first visit and then served from the cache until staff publish.
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

/** The language and page of the address; `result` is notFound for an address no page can have. */
async function resolve(params: Props['params']): Promise<{ locale: Locale; pagePath: string; result: PageResult }> {
  const { locale, slug } = await params
  const path = contentPathFromSegments(locale, slug)
  if (!isLocale(locale) || !path) return { locale: defaultLocale, pagePath: '', result: { kind: 'notFound' } }
  return { locale, pagePath: path.pagePath, result: await loadPublishedPage(locale, path.pagePath) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, pagePath, result } = await resolve(params)
  if (result.kind === 'notFound') {
    const t = await getTranslations({ locale, namespace: 'notFound' })
    return { title: t('title') } // Next adds noindex to a not-found answer itself
  }
  if (result.kind !== 'page') return {}
  const { content } = result.data
  return {
    title: pagePath === '/' ? { absolute: pageTitle(content) } : pageTitle(content),
    description: content.fields.metaText || undefined,
    alternates: alternatesMetadata(alternatesFromPaths(result.data.localizedPagePaths), locale),
  }
}

/** The catch-all content route (docs/routes.md#screens): pages, articles, or the 404 page. */
export default async function CatchAllPage({ params }: Props) {
  const { locale, pagePath, result } = await resolve(params)
  setRequestLocale(locale)
  switch (result.kind) {
    case 'redirect':
      return redirect(result.to)
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
      return <ContentPage data={result.data} locale={locale} />
    }
  }
}
