/** The site search's documents and answers (docs/search.md). */
import type { Cents, PricePer } from '../catalogue'

/** The kinds of result, in the order their groups are shown. */
export const searchTypes = ['page', 'product', 'event', 'article', 'education'] as const
export type SearchType = (typeof searchTypes)[number]

export type { PricePer }

export type SearchDocument = {
  /** Unique in the index: two documents with one id are one document. */
  id: string
  type: SearchType
  title: string
  /** The plain text a visitor reads on it; may be long. */
  text: string
  url: string
  /** Words that find it without being shown: product names and codes, tags. */
  keywords?: string
  price?: { cents: Cents; per: PricePer } | null
  /** ISO instant: an event's next occurrence, an article's publishing date. */
  date?: string | null
}

/** A text in consecutive parts, the matching words marked; joined they are the plain text. */
export type Highlighted = { text: string; match: boolean }[]

export type SearchHit = {
  id: string
  type: SearchType
  title: Highlighted
  snippet: Highlighted
  url: string
  price: { cents: Cents; per: PricePer } | null
  date: string | null
  score: number
}

export type SearchOptions = {
  /** Only this type's group; the counts still tell every type's. */
  type?: SearchType
  /** Results per group; 10 unless given. */
  limit?: number
}

export type SearchResult = {
  /** The query as searched (normalizeQuery). */
  query: string
  total: number
  counts: Record<SearchType, number>
  /** In the order of `searchTypes`, only types with results. */
  groups: { type: SearchType; count: number; items: SearchHit[] }[]
  /** The best six of every type, for the as-you-type list. */
  suggestions: { title: string; url: string; type: SearchType }[]
  didYouMean: string | null
}
