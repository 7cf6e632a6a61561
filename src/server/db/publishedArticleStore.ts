import 'server-only'
/**
 * The published articles of one language as the site search reads them (docs/search.md#freshness),
 * straight from Payload's tables: Payload's own find costs about 1.5 ms per document, which made the
 * index of 5,000 articles take half a minute to build (bench/README.md#search). With drafts on, the
 * main table holds the published version and `_status` says whether the article is published; the
 * locale row must have a slug, as an article without an address in the language is not shown.
 */
import { iso, json, num, str } from './rows'
import type { SqlPort } from './sqlPort'

export type PublishedArticle = {
  id: number
  title: string
  slug: string
  shortDescription: string
  content: unknown
  publishedAt: string | null
  tagNames: string[]
}

export async function publishedArticles(db: SqlPort, locale: string): Promise<PublishedArticle[]> {
  const [rows, tags] = await Promise.all([
    db.query<{ id: unknown; published_at: unknown; title: unknown; slug: unknown; short_description: unknown; content: unknown }>(
      `SELECT a.id, a.published_at, l.title, l.slug, l.short_description, l.content
       FROM articles a JOIN articles_locales l ON l._parent_id = a.id AND l._locale = ?
       WHERE a._status = 'published' AND l.slug IS NOT NULL AND l.slug <> ''`,
      [locale],
    ),
    db.query<{ parent_id: unknown; name: unknown }>(
      `SELECT r.parent_id, t.name FROM articles_rels r JOIN tags_locales t ON t._parent_id = r.tags_id AND t._locale = ?
       WHERE r.path = 'tags' ORDER BY r.parent_id, r."order"`,
      [locale],
    ),
  ])
  const tagNames = new Map<number, string[]>()
  for (const t of tags) tagNames.set(num(t.parent_id), [...(tagNames.get(num(t.parent_id)) ?? []), str(t.name)])
  return rows.map((r) => ({
    id: num(r.id),
    title: str(r.title),
    slug: str(r.slug),
    shortDescription: str(r.short_description),
    content: json<unknown>(r.content, null),
    publishedAt: iso(r.published_at),
    tagNames: tagNames.get(num(r.id)) ?? [],
  }))
}
