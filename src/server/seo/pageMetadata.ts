import 'server-only'
/**
 * Link previews and search-result metadata of a content page (docs/seo.md#link-previews): the
 * canonical address and its languages as absolute URLs, Open Graph and the Twitter card.
 */
import type { Metadata } from 'next'
import type { ContentResponse } from '@/domain/content'
import { locales, type Locale } from '@/domain/locale'
import { pageTitle } from '@/domain/pageMeta'
import { pageImage, type ShareImage } from '@/domain/seo/pageImage'
import { absoluteUrl, ogLocale } from '@/domain/seo/siteUrl'
import { loadCatalogue } from '@/server/catalogue/loadCatalogue'
import { defaultShareImage, siteOrigins } from './siteFacts'

/** The page's own picture, its product's, or the landing page's. */
async function shareImage(locale: Locale, data: ContentResponse): Promise<ShareImage | null> {
  const { body } = data.content.fields
  const own = pageImage(body)
  if (own) return own
  const shop = body.find((b) => b.blockType === 'externalData')
  if (shop?.blockType === 'externalData') {
    const catalogue = await loadCatalogue(locale)
    const main = (shop.type === 'product' ? catalogue.products.get(shop.code)?.mainImage : null) ?? null
    if (main) return { src: main.src, alt: main.alt, width: main.width, height: main.height }
  }
  return defaultShareImage(locale)
}

/** Open Graph and Twitter card tags of a page whose addresses per language are `absolute`. */
export async function pageSeoMetadata(locale: Locale, data: ContentResponse, absolute: Partial<Record<Locale, string>>, siteName: string): Promise<Metadata> {
  const origins = await siteOrigins()
  const title = pageTitle(data.content)
  const description = data.content.fields.metaText || undefined
  const image = await shareImage(locale, data)
  const images = image ? [{ url: absoluteUrl(image.src, locale, origins), width: image.width, height: image.height, alt: image.alt }] : undefined
  const article = data.content.fields.body.find((b) => b.blockType === 'articlePage')
  const url = absolute[locale]
  return {
    openGraph: {
      ...(article?.blockType === 'articlePage'
        ? { type: 'article', publishedTime: article.createdAt ?? undefined, modifiedTime: article.updatedAt ?? undefined, tags: article.tags ?? undefined }
        : { type: 'website' }),
      siteName,
      title,
      description,
      url,
      locale: ogLocale(locale),
      alternateLocale: locales.filter((l) => l !== locale && absolute[l]).map(ogLocale),
      images,
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description, images: images?.map((i) => i.url) },
  }
}
