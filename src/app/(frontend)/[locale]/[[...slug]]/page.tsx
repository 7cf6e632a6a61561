import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { ContentPage } from '@/components/page/ContentPage'
import { alternatesFromPaths, alternatesMetadata } from '@/components/page/alternates'
import { isLocale, type Locale } from '@/domain/locale'
import { pageTitle, redirectTarget } from '@/domain/pageMeta'
import { contentPathFromSegments, withLocalePrefix } from '@/domain/paths'
import { loadPublishedPage } from '@/server/content/loadPage'

type Props = { params: Promise<{ locale: string; slug?: string[] }> }

// Content pages are rendered on their first visit and then served from the cache until staff publish.
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

async function resolve(params: Props['params']) {
  const { locale, slug } = await params
  const path = contentPathFromSegments(locale, slug)
  if (!isLocale(locale) || !path) notFound()
  return { locale: locale as Locale, pagePath: path.pagePath }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, pagePath } = await resolve(params)
  const result = await loadPublishedPage(locale, pagePath)
  if (result.kind !== 'page') return {}
  const { content } = result.data
  return {
    title: pagePath === '/' ? { absolute: pageTitle(content) } : pageTitle(content),
    description: content.fields.metaText || undefined,
    alternates: alternatesMetadata(alternatesFromPaths(result.data.localizedPagePaths), locale),
  }
}

/** The catch-all content route (spec §2): pages, articles, or the 404 page. */
export default async function CatchAllPage({ params }: Props) {
  const { locale, pagePath } = await resolve(params)
  setRequestLocale(locale)
  const result = await loadPublishedPage(locale, pagePath)
  switch (result.kind) {
    case 'redirect':
      return redirect(result.to)
    case 'notFound':
      notFound()
    case 'page': {
      const target = redirectTarget(result.data.content)
      // A cardList redirect block answers 307; pointing at itself it would loop, so the page shows.
      if (target && target !== withLocalePrefix(pagePath, locale)) redirect(target)
      return <ContentPage data={result.data} locale={locale} />
    }
  }
}
