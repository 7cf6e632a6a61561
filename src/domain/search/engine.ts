/**
 * The site search (docs/search.md): an in-memory index of one language's published documents, and
 * the answer to a query: results grouped by type with counts, the matching words marked, the best
 * few for the as-you-type list, and "did you mean" for a word the site does not use.
 *
 * How the parts fit: analyze.ts turns every word, of the documents and of the query alike, into a
 * term: stemmed, evened out and folded, so `mökki`, `mökit` and `mokki` are one term. The full-text
 * index (MiniSearch, BM25) holds those terms. Typos are forgiven between terms (vocabulary.ts finds
 * the terms near a query word's, and for a word the site does not use, the terms of the words
 * written near it), so `kylplä` finds every form of `kylpylä`; an umlaut left out is no typo at
 * all, since both sides are folded. vocabulary.ts also keeps the words as written: for "did you
 * mean", for marking, and for the ranking's preference for the word as the visitor wrote it.
 */
import MiniSearch, { type Query, type SearchResult as Found } from 'minisearch'
import type { Locale } from '../locale'
import { words } from './analyze'
import { didYouMean } from './didYouMean'
import { highlight, markerFor, narrowed, snippet, type Marker } from './highlight'
import { normalizeQuery, queryWords, type QueryWord } from './query'
import { searchTypes, type SearchDocument, type SearchHit, type SearchOptions, type SearchResult, type SearchType } from './types'
import { docsWith, emptyVocabulary, finish, hasDoc, nearTerms, see, wordOf, type Vocabulary, type Word } from './vocabulary'

export * from './types'
export { analyze } from './analyze'
export { normalizeQuery } from './query'

const fields = ['title', 'keywords', 'text'] as const
type Field = (typeof fields)[number]

/** What the full-text index is given: each field as its terms, space-separated. */
type Indexed = { id: number } & Record<Field, string | undefined>

export type SearchIndex = {
  locale: Locale
  /** Sorted by id; a document's place is its number in the full-text index. */
  documents: SearchDocument[]
  engine: MiniSearch<Indexed>
  vocabulary: Vocabulary
}

const defaultLimit = 10
const suggestionCount = 6
/** A title match weighs four body matches, a keyword two (BM25 then favours short fields anyway). */
const boost: Record<Field, number> = { title: 4, keywords: 2, text: 1 }
/** What a match through a typo or a longer word is worth beside an exact one. */
const weights = { fuzzy: 0.4, prefix: 0.6 }
/** How much more a result counts for having every query word as the visitor wrote it. */
const writtenBonus = 0.5

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * One document per id, in id order, so the same documents give the same index whatever order they
 * come in (of two with one id, the first by their content); and none of a type not searched.
 */
function canonical(documents: SearchDocument[]): SearchDocument[] {
  const content = (d: SearchDocument) => [d.type, d.url, d.title, d.keywords ?? '', d.text].join('\u0000')
  const sorted = documents.filter((d) => searchTypes.includes(d.type)).sort((a, b) => byCodeUnits(a.id, b.id) || byCodeUnits(content(a), content(b)))
  return sorted.filter((d, i) => i === 0 || d.id !== sorted[i - 1]!.id)
}

const termsOf = (read: Word[]) => read.flatMap((word) => word.terms).join(' ') || undefined

export function createSearchIndex(locale: Locale, documents: SearchDocument[]): SearchIndex {
  const sorted = canonical(documents)
  const vocabulary = emptyVocabulary(locale)
  // Every word is read once; its terms are known only when all documents have been read, because
  // a compound's parts are the words the documents use on their own.
  const read = sorted.map((document, doc) =>
    fields.map((field) =>
      words(String(document[field] ?? '').toLowerCase()).map((key) => {
        const word = wordOf(vocabulary, key, true)
        see(word, doc)
        return word
      }),
    ),
  )
  finish(vocabulary)
  const engine = new MiniSearch<Indexed>({
    fields: [...fields],
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
    searchOptions: { boost, weights, fuzzy: false, tokenize: (text) => [text], processTerm: (term) => term },
  })
  engine.addAll(read.map(([title, keywords, text], id) => ({ id, title: termsOf(title!), keywords: termsOf(keywords!), text: termsOf(text!) })))
  return { locale, documents: sorted, engine, vocabulary }
}

/** A query word, the other terms it may be a typo of, by weight, and the documents that have it as written. */
type Planned = { word: QueryWord; near: Map<string, number>; written: number[] }

/**
 * A typo match is worth `weights.fuzzy` at one edit and half as much for each further one; a term
 * the last word is the start of is left to the prefix search.
 */
function plan(vocabulary: Vocabulary, word: QueryWord): Planned {
  const near = new Map<string, number>()
  for (const [term, edits] of nearTerms(vocabulary, word.token, word.term, word.edits)) {
    if (!(word.prefix && term.startsWith(word.term))) near.set(term, weights.fuzzy / 2 ** (edits - 1))
  }
  return { word, near, written: docsWith(vocabulary, word.token) }
}

/** One word's part of the query: its term, exactly or (the last word) as the start of longer ones, or a term it may be a typo of. */
const wordQuery = ({ word, near }: Planned): Query => ({
  combineWith: 'OR',
  queries: [word.term, ...near.keys()],
  prefix: (term) => term === word.term && word.prefix,
  boostTerm: (term) => near.get(term) ?? 1,
})

type Ranked = { found: Found; doc: number; score: number }

/**
 * The order of results, as one score: those matching more of the query's words first (only with
 * OR), then those matching more words exactly (as written or another form of the word, not by a
 * typo or as the start of a longer word), then by relevance: BM25 over the fields, weighed title >
 * keywords > body, a little more when the words are as the visitor wrote them, squeezed into 0–1
 * so it orders results only within their tier. Document order breaks ties.
 */
function rank(planned: Planned[], found: Found[]): Ranked[] {
  const tier = planned.length + 1
  return found
    .map((f) => {
      const doc = f.id as number
      let [matched, exact, written] = [0, 0, 0]
      for (const { word, near, written: as } of planned) {
        if (!f.queryTerms.some((t) => t === word.term || near.has(t))) continue
        matched += 1
        if (!Object.hasOwn(f.match, word.term)) continue
        exact += 1
        if (hasDoc(as, doc)) written += 1
      }
      // MiniSearch multiplies by the terms matched, typo terms included; the tiers count words instead.
      const relevance = (f.score / f.queryTerms.length) * (1 + (writtenBonus * written) / planned.length)
      return { found: f, doc, score: matched * tier * tier + exact * tier + relevance / (1 + relevance) }
    })
    .sort((a, b) => b.score - a.score || a.doc - b.doc)
}

/**
 * The terms to mark in a result: those it matched, but not a typo term of a word it has exactly,
 * so `sauna` does not also mark `sauma` (a seam) where the sauna itself is named.
 */
function markedTerms(planned: Planned[], found: Found): Set<string> {
  const terms = new Set(found.terms)
  const exact = planned.filter(({ word }) => Object.hasOwn(found.match, word.term))
  for (const { near } of exact) for (const term of near.keys()) terms.delete(term)
  for (const { word } of exact) terms.add(word.term)
  return terms
}

function hitOf(index: SearchIndex, all: Marker, planned: Planned[], { found, doc, score }: Ranked): SearchHit {
  const document = index.documents[doc]!
  const mark = narrowed(index.vocabulary, all, markedTerms(planned, found))
  return {
    id: document.id,
    type: document.type,
    title: highlight(document.title, mark),
    snippet: snippet(document.text, mark),
    url: document.url,
    price: document.price ?? null,
    date: document.date ?? null,
    score: Math.round(score * 1e6) / 1e6,
  }
}

const noCounts = () => Object.fromEntries(searchTypes.map((t) => [t, 0])) as Record<SearchType, number>

/** Every query word if any document has them all, otherwise any of them. Never throws for a query. */
export function search(index: SearchIndex, query: string, { type, limit = defaultLimit }: SearchOptions = {}): SearchResult {
  const q = normalizeQuery(String(query ?? ''))
  const perGroup = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : defaultLimit
  const counts = noCounts()
  const planned = queryWords(index.locale, q).map((word) => plan(index.vocabulary, word))
  if (planned.length === 0) return { query: q, total: 0, counts, groups: [], suggestions: [], didYouMean: null }

  const run = (combineWith: 'AND' | 'OR') => index.engine.search({ combineWith, queries: planned.map(wordQuery) })
  let found = run('AND')
  if (found.length === 0 && planned.length > 1) found = run('OR')
  const ranked = rank(planned, found)

  const byType = new Map<SearchType, Ranked[]>(searchTypes.map((t) => [t, []]))
  for (const r of ranked) {
    const t = index.documents[r.doc]!.type
    counts[t] += 1
    if (byType.get(t)!.length < perGroup) byType.get(t)!.push(r)
  }
  const shown = searchTypes.filter((t) => counts[t] > 0 && (type === undefined || t === type))
  // One marker for every result shown, each result keeping its own share.
  const mark = markerFor(index.vocabulary, new Set(shown.flatMap((t) => byType.get(t)!.flatMap((r) => r.found.terms))))
  return {
    query: q,
    total: ranked.length,
    counts,
    groups: shown.map((t) => ({ type: t, count: counts[t], items: byType.get(t)!.map((r) => hitOf(index, mark, planned, r)) })),
    suggestions: ranked.slice(0, suggestionCount).map(({ doc }) => {
      const { title, url, type: t } = index.documents[doc]!
      return { title, url, type: t }
    }),
    didYouMean: didYouMean(index.vocabulary, q),
  }
}
