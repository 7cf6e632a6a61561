import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Locale } from '@/domain/locale'
import { cacheTags, contentPageTags } from '../cacheTags'
import { getPayloadClient } from '../payload'
import { listRedirects } from './findRedirect'
import { findPathInLocale, getContentPage } from './getContentPage'
import { getLayout, getLocaleEntries } from './getLayout'

/*
 * Published content is read once per publish: each read is cached under tags that the CMS hooks
 * expire (hooks/revalidate.ts). Drafts (preview) are never cached.
 */

export const getPublishedContentPage = unstable_cache(
  async (locale: Locale, pagePath: string) => getContentPage(await getPayloadClient(), { locale, pagePath, preview: false }),
  ['content-page'],
  { tags: contentPageTags },
)

export const getPublishedLayout = unstable_cache(async (locale: Locale) => getLayout(await getPayloadClient(), { locale }), ['layout'], {
  tags: [cacheTags.layout, cacheTags.settings, cacheTags.pages, cacheTags.articles, cacheTags.media],
})

export const getCachedRedirects = unstable_cache(async () => listRedirects(await getPayloadClient()), ['redirects'], {
  tags: [cacheTags.redirects, cacheTags.pages],
})

export const getCachedPathInLocale = unstable_cache(
  async (locale: Locale, pagePath: string) => findPathInLocale(await getPayloadClient(), { locale, pagePath }),
  ['path-in-locale'],
  { tags: [cacheTags.pages] },
)

export const getCachedLocaleEntries = unstable_cache(async () => getLocaleEntries(await getPayloadClient()), ['locale-entries'], { tags: [cacheTags.settings] })
