import 'server-only'
/**
 * What the sitemap lists (docs/seo.md#sitemap): every published page, article and event in each
 * language it is written in. Read once per publish: the read is cached under the tags the CMS
 * hooks expire.
 */
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { locales, type Locale } from '@/domain/locale'
import { articleUrl, eventUrl, withLocalePrefix } from '@/domain/paths'
import type { SitemapEntry } from '@/domain/seo/sitemap'
import { absoluteAlternates, type LocaleOrigins } from '@/domain/seo/siteUrl'
import { cacheTags } from '@/server/cacheTags'
import { getPayloadClient } from '@/server/payload'

type Localized = Partial<Record<Locale, string | null>>
type Row = { updatedAt: string; value: Localized }

/** The site paths of one document in each language that has a value. */
const pathsOf = (value: Localized, toPath: (v: string, l: Locale) => string) =>
  Object.fromEntries(locales.flatMap((l) => (value[l] ? [[l, toPath(value[l] as string, l)]] : []))) as Partial<Record<Locale, string>>

async function published(payload: Payload, collection: 'pages' | 'articles' | 'events', field: 'path' | 'slug'): Promise<Row[]> {
  const { docs } = await payload.find({
    collection,
    where: { _status: { equals: 'published' } },
    locale: 'all',
    draft: false,
    overrideAccess: false, // as an anonymous visitor: what the site shows
    pagination: false,
    limit: 0,
    depth: 0,
    select: { [field]: true, updatedAt: true },
  })
  return docs.map((d) => ({ updatedAt: d.updatedAt, value: ((d as unknown as Record<string, unknown>)[field] ?? {}) as Localized }))
}

/** Site paths (with the language prefix) of everything published, and when each last changed. */
export const publishedPaths = unstable_cache(
  async (): Promise<{ paths: Partial<Record<Locale, string>>; updatedAt: string }[]> => {
    const payload = await getPayloadClient()
    const [pages, articles, events] = await Promise.all([
      published(payload, 'pages', 'path'),
      published(payload, 'articles', 'slug'),
      published(payload, 'events', 'slug'),
    ])
    return [
      ...pages.map((r) => ({ paths: pathsOf(r.value, withLocalePrefix), updatedAt: r.updatedAt })),
      ...articles.map((r) => ({ paths: pathsOf(r.value, articleUrl), updatedAt: r.updatedAt })),
      ...events.map((r) => ({ paths: pathsOf(r.value, eventUrl), updatedAt: r.updatedAt })),
    ].filter((e) => Object.keys(e.paths).length > 0)
  },
  ['sitemap-paths'],
  { tags: [cacheTags.pages, cacheTags.articles, cacheTags.events] },
)

export async function sitemapEntries(origins: LocaleOrigins): Promise<SitemapEntry[]> {
  return (await publishedPaths()).map((e) => ({ urls: absoluteAlternates(e.paths, origins), lastModified: e.updatedAt }))
}
