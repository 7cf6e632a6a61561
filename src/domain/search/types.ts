/** The site search's documents and answers (docs/search.md). */
import type { Cents } from '../catalogue'

export const searchTypes = ['page', 'product', 'event', 'article', 'education'] as const
export type SearchType = (typeof searchTypes)[number]

/** What a product's "from" price is counted per. */
export type PricePer = 'night' | 'person' | 'visit' | 'item'

export type SearchDocument = {
  id: string
  type: SearchType
  title: string
  /** The plain text a visitor reads on it; may be long. */
  text: string
  url: string
  /** Words that find it without being shown: product names and codes, topics. */
  keywords?: string
  price?: { cents: Cents; per: PricePer } | null
  /** ISO instant: an event's next date, an article's publishing date. */
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
  price: SearchDocument['price'] | null
  date: string | null
  score: number
}

export type SearchResult = {
  query: string
  total: number
  counts: Record<SearchType, number>
  groups: { type: SearchType; count: number; items: SearchHit[] }[]
  /** The best few of every type, for the as-you-type list. */
  suggestions: { title: string; url: string; type: SearchType }[]
  didYouMean: string | null
}
