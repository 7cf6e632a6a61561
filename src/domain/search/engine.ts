/**
 * The site search (docs/search.md): an in-memory index of one language's published documents, and
 * the answer to a query: results grouped by type with counts, the matching words marked, the best
 * few for the as-you-type list, and "did you mean" for a word the site does not use.
 */
import MiniSearch, { type SearchOptions, type SearchResult as Found } from 'minisearch'
import SearchableMap from 'minisearch/SearchableMap'
import type { Locale } from '../locale'
import { fold, termOf, words } from './analyze'
import { highlight, snippet } from './highlight'
import { searchTypes, type SearchDocument, type SearchHit, type SearchResult, type SearchType } from './types'

export * from './types'

export type SearchIndex = {
  locale: Locale
  engine: MiniSearch<SearchDocument>
  /** Every term of the documents, with the words it was made of and how often each was seen. */
  vocabulary: SearchableMap<Map<string, number>>
}

const maxQueryLength = 100
const maxQueryWords = 8
const suggestionCount = 6

/** docs/search.md#how-words-match: no edits for words of 1–3 letters, one for 4–7, two for longer. */
export const editsFor = (term: string) => (term.length <= 3 ? 0 : term.length <= 7 ? 1 : 2)

/** Edit distance of two short words (for choosing among the forms of a corrected word). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = row
  }
  return previous[b.length]!
}

/**
 * Finnish and Swedish join words into compounds (`savusauna`, `metsämökki`): a compound also
 * counts as its last part when that part is a word the documents use on its own, so `sauna`
 * finds the smoke sauna. Only the documents' words decide; no dictionary is needed.
 */
function compoundTails(all: string[]): (word: string) => string[] {
  const standalone = new Set(all.filter((w) => w.length >= 4))
  return (word) => {
    const tails: string[] = []
    for (let i = 3; i <= word.length - 4; i++) if (standalone.has(word.slice(i))) tails.push(word.slice(i))
    return tails
  }
}

function learn(index: SearchIndex, text: string) {
  for (const word of words(text)) {
    const term = termOf(index.locale, word)
    if (!term) continue
    const forms = index.vocabulary.get(term) ?? new Map<string, number>()
    forms.set(word, (forms.get(word) ?? 0) + 1)
    index.vocabulary.set(term, forms)
  }
}

export function createSearchIndex(locale: Locale, documents: SearchDocument[]): SearchIndex {
  // Sorted by id: the same documents give the same index whatever order they were read in.
  const sorted = [...documents].sort((a, b) => a.id.localeCompare(b.id))
  const tailsOf = compoundTails(sorted.flatMap((d) => words(`${d.title} ${d.keywords ?? ''} ${d.text}`)))
  const engine = new MiniSearch<SearchDocument>({
    fields: ['title', 'keywords', 'text'],
    storeFields: ['id', 'type', 'title', 'text', 'url', 'price', 'date'],
    tokenize: (text) => words(text).flatMap((w) => (w.length >= 7 ? [w, ...tailsOf(w)] : [w])),
    processTerm: (word) => termOf(locale, word),
    searchOptions: { tokenize: words },
  })
  engine.addAll(sorted)
  const index: SearchIndex = { locale, engine, vocabulary: new SearchableMap() }
  for (const d of sorted) learn(index, `${d.title} ${d.keywords ?? ''} ${d.text}`)
  return index
}

/** The query as it is searched: trimmed, single spaces, at most 100 characters and 8 words. */
export function normalizeQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, maxQueryLength).split(' ').slice(0, maxQueryWords).join(' ')
}

const options = (combineWith: 'AND' | 'OR'): SearchOptions => ({
  fields: ['title', 'keywords', 'text'],
  boost: { title: 3, keywords: 2 },
  // Only the last word may be the start of a longer one: the visitor may still be typing it.
  prefix: (term, i, all) => i === all.length - 1 && term.length >= 3,
  fuzzy: (term) => editsFor(term) || false,
  weights: { fuzzy: 0.4, prefix: 0.6 },
  combineWith,
})

function hitOf(index: SearchIndex, found: Found): SearchHit {
  const matched = new Set(found.terms)
  return {
    id: String(found.id),
    type: found.type as SearchType,
    title: highlight(index.locale, String(found.title), matched),
    snippet: snippet(index.locale, String(found.text ?? ''), matched),
    url: String(found.url),
    price: (found.price as SearchHit['price']) ?? null,
    date: (found.date as string | null) ?? null,
    score: Math.round(found.score * 1000) / 1000,
  }
}

/** The query with its unknown words replaced by the closest word the documents use; null when all are known. */
function didYouMean(index: SearchIndex, query: string): string | null {
  let changed = false
  const corrected = query.split(' ').map((word) => {
    const term = termOf(index.locale, word)
    if (!term || index.vocabulary.has(term) || editsFor(term) === 0) return word
    const typed = fold(word.toLowerCase())
    // The closest form the documents use of the closest term; the more common one on a tie.
    const close = [...index.vocabulary.fuzzyGet(term, editsFor(term))]
      .flatMap(([, [forms, edits]]) => [...forms].map(([form, seen]) => ({ form, edits, apart: distance(typed, fold(form)), seen })))
      .sort((a, b) => a.edits - b.edits || a.apart - b.apart || b.seen - a.seen || a.form.localeCompare(b.form))[0]
    if (!close || fold(close.form) === typed) return word
    changed = true
    return close.form
  })
  return changed ? corrected.join(' ') : null
}

const noCounts = (): Record<SearchType, number> => Object.fromEntries(searchTypes.map((t) => [t, 0])) as Record<SearchType, number>

export function search(index: SearchIndex, query: string, { type, limit = 10 }: { type?: SearchType; limit?: number } = {}): SearchResult {
  const q = normalizeQuery(query)
  const empty: SearchResult = { query: q, total: 0, counts: noCounts(), groups: [], suggestions: [], didYouMean: null }
  if (!words(q).some((w) => termOf(index.locale, w))) return empty
  // Every word first; only if nothing has them all, any of them.
  let found = index.engine.search(q, options('AND'))
  if (found.length === 0) found = index.engine.search(q, options('OR'))
  const counts = noCounts()
  for (const f of found) counts[f.type as SearchType] += 1
  const groups = searchTypes
    .filter((t) => (type ? t === type : true) && counts[t] > 0)
    .map((t) => ({
      type: t,
      count: counts[t],
      items: found
        .filter((f) => f.type === t)
        .slice(0, limit)
        .map((f) => hitOf(index, f)),
    }))
  return {
    query: q,
    total: found.length,
    counts,
    groups,
    suggestions: found.slice(0, suggestionCount).map((f) => ({ title: String(f.title), url: String(f.url), type: f.type as SearchType })),
    didYouMean: didYouMean(index, q),
  }
}
