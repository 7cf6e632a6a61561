import 'server-only'
/**
 * What the site search finds, in one language (docs/search.md#what-is-found): published pages
 * (product and education pages as products and educations, with the product's "from" price),
 * articles and events, each with the words a visitor reads on it and its address. Only what is
 * published and written in that language: no Finnish fallback under /en.
 */
import type { Payload } from 'payload'
import { startingPricePer } from '@/domain/catalogue'
import { nextOccurrence } from '@/domain/events/nextOccurrence'
import type { Locale } from '@/domain/locale'
import { articleUrl, eventUrl, withLocalePrefix } from '@/domain/paths'
import type { SearchDocument } from '@/domain/search/types'
import type { Event, Page, Product, Tag } from '@/payload-types'
import { eventOfDoc } from '@/server/content/events'
import { publishedArticles } from '@/server/db/publishedArticleStore'
import type { SqlPort } from '@/server/db/sqlPort'
import { textOf } from './plainText'

const published = { draft: false, overrideAccess: false, pagination: false, limit: 0, fallbackLocale: false } as const

/** Tag names by id, from one query: populating each document's tags (depth 1) costs a query per document. */
const tagNamer = (tags: Tag[]) => {
  const names = new Map(tags.map((t) => [t.id, t.name]))
  return (ids: (number | Tag)[] | null | undefined) => (ids ?? []).flatMap((t) => names.get(typeof t === 'object' ? t.id : t) ?? []).join(' ')
}

function pageDocument(page: Page, product: Product | undefined, locale: Locale): SearchDocument | null {
  if (!page.path) return null
  const title = page.pageTitle || product?.marketingName || product?.name || page.entryName
  const type = page.contentType === 'educationPage' || product?.kind === 'education' ? 'education' : page.contentType === 'productPage' ? 'product' : 'page'
  const price = product?.erpStartingPrice ?? null
  return {
    id: `page-${page.id}`,
    type,
    title,
    text: textOf(page.metaText, product?.shortDescription, product?.description, page.degreeTitle, page.body),
    keywords: [product?.name, product?.code, page.entryName].filter(Boolean).join(' '),
    url: withLocalePrefix(page.path, locale),
    price: product && price !== null ? { cents: price, per: startingPricePer[product.kind] } : null,
  }
}

export async function searchDocuments(payload: Payload, db: SqlPort, locale: Locale, now: Date): Promise<SearchDocument[]> {
  // Pages (few) at depth 1 for the descriptions of their images; events at depth 0 with tag names
  // from one query; articles (many) straight from their tables (publishedArticleStore.ts).
  const [pages, products, articles, events, tags] = await Promise.all([
    payload.find({ ...published, collection: 'pages', locale, depth: 1 }),
    payload.find({ ...published, collection: 'products', locale, depth: 0, overrideAccess: true }),
    publishedArticles(db, locale),
    payload.find({ ...published, collection: 'events', locale, depth: 0 }),
    payload.find({ ...published, collection: 'tags', locale, depth: 0 }),
  ])
  const tagNames = tagNamer(tags.docs)
  const productOfPage = new Map(products.docs.filter((p) => p.page != null).map((p) => [Number(typeof p.page === 'object' ? p.page?.id : p.page), p]))
  const documents: SearchDocument[] = []
  for (const page of pages.docs) {
    const document = pageDocument(page, productOfPage.get(Number(page.id)), locale)
    if (document) documents.push(document)
  }
  for (const article of articles) {
    documents.push({
      id: `article-${article.id}`,
      type: 'article',
      title: article.title,
      text: textOf(article.shortDescription, article.content),
      keywords: article.tagNames.join(' '),
      url: articleUrl(article.slug, locale),
      date: article.publishedAt,
    })
  }
  for (const doc of events.docs as Event[]) {
    if (!doc.slug) continue
    const next = nextOccurrence(eventOfDoc(doc), now)
    documents.push({
      id: `event-${doc.id}`,
      type: 'event',
      title: doc.title,
      text: textOf(doc.description, doc.location),
      keywords: tagNames(doc.tags),
      url: eventUrl(doc.slug, locale),
      date: next ? next.start.toISOString() : null,
    })
  }
  return documents
}
