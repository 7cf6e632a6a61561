import type { Payload, Where } from 'payload'
import type { ArticleCard, ArticlePageView } from '@/domain/blocks'
import type { ContentResponse } from '@/domain/content'
import { locales, localeIso, type Locale } from '@/domain/locale'
import { articleUrl } from '@/domain/paths'
import type { Article, Tag } from '@/payload-types'
import { richTextToHtml } from './richText'
import { imageView } from './views'

export type { ArticleCard }

const tagNames = (tags: Article['tags']) => (tags ?? []).flatMap((t) => (typeof t === 'object' && t ? [(t as Tag).name] : []))

/** Newest published articles, optionally only those with one of the given tags (the articleList block). */
export async function listArticleCards(
  payload: Payload,
  input: { locale: Locale; tagIds: (number | string)[]; limit: number; draft: boolean },
): Promise<ArticleCard[]> {
  // Only articles written in this language: no Finnish fallback under /en.
  const translated: Where = { slug: { exists: true } }
  const where: Where = input.tagIds.length ? { and: [translated, { tags: { in: input.tagIds } }] } : translated
  const { docs } = await payload.find({
    collection: 'articles',
    where,
    locale: input.locale,
    fallbackLocale: false,
    draft: input.draft,
    sort: '-publishedAt',
    limit: input.limit,
    depth: 1,
    overrideAccess: input.draft,
  })
  return docs.map((a) => ({
    id: String(a.id),
    title: a.title,
    shortDescription: a.shortDescription,
    url: articleUrl(a.slug ?? '', input.locale),
    image: imageView(a.image),
    publishedAt: a.publishedAt,
    tags: tagNames(a.tags),
  }))
}

/** An article as a content response: an articlePage with one articlePage block (docs/content-model.md#content-blocks). */
export async function articleContent(payload: Payload, input: { locale: Locale; slug: string; draft: boolean }): Promise<ContentResponse | null> {
  const { docs } = await payload.find({
    collection: 'articles',
    where: { slug: { equals: input.slug } },
    locale: input.locale,
    fallbackLocale: false,
    draft: input.draft,
    sort: '-publishedAt',
    limit: 1,
    depth: 1,
    overrideAccess: input.draft,
  })
  const article = docs[0]
  if (!article) return null
  const block: ArticlePageView = {
    blockType: 'articlePage',
    id: `article-${article.id}`,
    title: article.title,
    content: richTextToHtml(article.content, input.locale),
    shortDescription: article.shortDescription,
    createdAt: article.publishedAt,
    updatedAt: article.updatedAt,
    tags: tagNames(article.tags),
    image: imageView(article.image),
  }
  const slugs = await payload.findByID({
    collection: 'articles',
    id: article.id,
    locale: 'all',
    select: { slug: true },
    draft: input.draft,
    overrideAccess: true,
    depth: 0,
  })
  const bySlug = (slugs.slug ?? {}) as unknown as Partial<Record<Locale, string>>
  return {
    content: {
      contentType: 'articlePage',
      fields: {
        body: [block],
        title: article.title,
        pageTitle: article.title,
        entryName: article.title,
        metaText: article.shortDescription,
      },
    },
    localizedPagePaths: Object.fromEntries(locales.flatMap((l) => (bySlug[l] ? [[localeIso[l], articleUrl(bySlug[l] as string, l)]] : []))),
  }
}
