import type { Payload } from 'payload'
import type { ContentResponse, ContentType, LocalizedPagePaths } from '@/domain/content'
import { locales, localeIso, type Locale } from '@/domain/locale'
import { articleSlugFromPath, eventSlugFromPath, normalizePagePath, withLocalePrefix } from '@/domain/paths'
import { articleContent } from './articles'
import { eventContent } from './events'
import { normalizeBlocks } from './normalizeBlocks'

export type ContentPageInput = { locale: Locale; pagePath: string; preview: boolean }

async function localizedPaths(payload: Payload, id: number | string, draft: boolean): Promise<LocalizedPagePaths> {
  const all = await payload.findByID({
    collection: 'pages',
    id,
    locale: 'all',
    select: { path: true },
    draft,
    overrideAccess: true,
    depth: 0,
  })
  const byLocale = (all.path ?? {}) as unknown as Partial<Record<Locale, string>>
  return Object.fromEntries(locales.filter((l) => byLocale[l]).map((l) => [localeIso[l], withLocalePrefix(byLocale[l] as string, l)]))
}

/**
 * The content endpoint's answer for a page path in a language (docs/api.md#content): a CMS page, an article
 * under the article base path, or an event under the events base path. `null` when nothing is published there. `preview` reads drafts and
 * must only be passed for signed-in staff.
 */
export async function getContentPage(payload: Payload, input: ContentPageInput): Promise<ContentResponse | null> {
  const pagePath = normalizePagePath(input.pagePath)
  const draft = input.preview
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: pagePath } },
    locale: input.locale,
    draft,
    limit: 1,
    depth: 2,
    overrideAccess: draft,
  })
  const page = docs[0]
  if (!page) {
    const article = articleSlugFromPath(pagePath, input.locale)
    if (article) return articleContent(payload, { locale: input.locale, slug: article, draft })
    const event = eventSlugFromPath(pagePath, input.locale)
    return event ? eventContent(payload, { locale: input.locale, slug: event, draft }) : null
  }
  const body = await normalizeBlocks(page.body, { payload, locale: input.locale, entryId: page.id, draft })
  return {
    content: {
      contentType: page.contentType as ContentType,
      fields: {
        body,
        pageTitle: page.pageTitle ?? '',
        entryName: page.entryName,
        metaText: page.metaText ?? '',
        ...(page.degreeTitle ? { degreeTitle: page.degreeTitle } : {}),
        ...(page.contentType === 'categoryPage' ? { primaryFilters: page.primaryFilters ?? [] } : {}),
      },
    },
    localizedPagePaths: await localizedPaths(payload, page.id, draft),
  }
}

/**
 * Where a path that is not a page in this language lives in it: a visitor who switched language on
 * `/majoitushaku` lands on `/en/majoitushaku`, which is `/en/accommodation`.
 */
export async function findPathInLocale(payload: Payload, input: { locale: Locale; pagePath: string }): Promise<string | null> {
  const pagePath = normalizePagePath(input.pagePath)
  for (const other of locales.filter((l) => l !== input.locale)) {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { path: { equals: pagePath } },
      locale: other,
      limit: 1,
      depth: 0,
      select: { path: true },
      overrideAccess: false, // never reveal the address of an unpublished page
    })
    if (!docs[0]) continue
    const paths = await localizedPaths(payload, docs[0].id, false)
    return paths[localeIso[input.locale]] ?? null
  }
  return null
}
