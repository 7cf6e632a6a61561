/**
 * The words of one index's documents: each distinct word as written, the terms it is indexed
 * under, how often it was seen and in which documents. The full-text index holds only terms; this
 * finds the terms a misspelt word may mean, turns a term back into a word a visitor would type
 * (did you mean), tells the word as written from another form of it (ranking) and finds the words
 * of a result that matched (marking).
 */
import SearchableMap from 'minisearch/SearchableMap'
import type { Locale } from '../locale'
import { fold, lowerWord, termOf } from './analyze'
import { distance, editsFor, transpositions } from './typos'

export type Word = {
  /** Lower-cased as written: `mökkiin`. */
  written: string
  /** Its own term; null for a common word. */
  term: string | null
  /** The terms it is indexed under: its own, then its compound tails' (`metsämökki`: metsamok, mok). */
  terms: string[]
  count: number
  /** The documents it is in, in ascending order. */
  docs: number[]
}

export type Vocabulary = {
  locale: Locale
  /** By the word lower-cased as it came (a text may spell `ö` as `o` + ◌̈), so a known word costs one lookup. */
  byKey: Map<string, Word>
  /** By their own term: the words each term of the index stands for. */
  byTerm: SearchableMap<Word[]>
  /** By their folded form: the words a visitor could be meaning; no common words or codes. */
  byFolded: SearchableMap<Word[]>
  /** Every way a term is written in the documents (compounds included), as `byKey` keys. */
  keysByTerm: Map<string, string[]>
}

export const emptyVocabulary = (locale: Locale): Vocabulary => ({
  locale,
  byKey: new Map(),
  byTerm: new SearchableMap(),
  byFolded: new SearchableMap(),
  keysByTerm: new Map(),
})

/** The word `key` (lower-cased); one the documents do not have is made up and kept only with `keep`. */
export function wordOf(vocabulary: Vocabulary, key: string, keep = false): Word {
  const known = vocabulary.byKey.get(key)
  if (known) return known
  const written = lowerWord(key)
  let word = vocabulary.byKey.get(written)
  if (!word) {
    const term = termOf(vocabulary.locale, written)
    word = { written, term, terms: term ? [term] : [], count: 0, docs: [] }
  }
  if (keep) {
    vocabulary.byKey.set(written, word)
    vocabulary.byKey.set(key, word)
  }
  return word
}

/** Counts one occurrence of `word` in document `doc`; documents are read in ascending order. */
export function see(word: Word, doc: number) {
  word.count += 1
  if (word.docs[word.docs.length - 1] !== doc) word.docs.push(doc)
}

/**
 * Finnish and Swedish join words into compounds (`savusauna`, `metsämökki`, `simhallen`): a
 * compound is also indexed under its tail when the tail is a word the documents use on their own,
 * so `sauna` finds the smoke sauna and `mökit` the forest cottage. Only the documents decide; no
 * dictionary is needed. Measured on the demo content: a tail of 4 letters was mostly a chance
 * ending (`perjant|aina`, `rann|alla`) unless the part before it was a word too (`grilli|kota`,
 * `majoitus|haku`); a longer tail was a compound 9 times in 10, the chance ones mostly after a
 * head of 3 letters that is no word (`tar|jolla`, `kir|joita`).
 */
function compoundTails(vocabulary: Vocabulary, word: Word): string[] {
  const { written } = word
  const tails: string[] = []
  for (let i = 3; i <= written.length - 4; i++) {
    const tail = vocabulary.byKey.get(written.slice(i))
    if (!tail?.term || tail.term === word.term || tails.includes(tail.term)) continue
    const headIsWord = vocabulary.byKey.has(written.slice(0, i))
    if (!headIsWord && (tail.written.length < 5 || i < 4)) continue
    tails.push(tail.term)
  }
  return tails
}

function add<T>(map: { get(key: string): T[] | undefined; set(key: string, value: T[]): unknown }, key: string, value: T) {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/** Completes the vocabulary once every document has been read. */
export function finish(vocabulary: Vocabulary) {
  const compounds = vocabulary.locale !== 'en'
  for (const word of new Set(vocabulary.byKey.values())) {
    if (!word.term) continue
    add(vocabulary.byTerm, word.term, word)
    // Codes and numbers are neither compounds nor misspellings of one another.
    if (/\p{N}/u.test(word.written)) continue
    if (compounds && word.written.length >= 7) word.terms.push(...compoundTails(vocabulary, word))
    add(vocabulary.byFolded, fold(word.written), word)
  }
  for (const [key, word] of vocabulary.byKey) for (const term of word.terms) add(vocabulary.keysByTerm, term, key)
}

/** Whether the ascending `docs` has `doc`. */
export function hasDoc(docs: readonly number[], doc: number): boolean {
  let low = 0
  let high = docs.length - 1
  while (low <= high) {
    const mid = (low + high) >> 1
    if (docs[mid] === doc) return true
    if (docs[mid]! < doc) low = mid + 1
    else high = mid - 1
  }
  return false
}

/** The documents that have `token` as written (umlauts aside), not only another form of it; ascending. */
export function docsWith(vocabulary: Vocabulary, token: string): number[] {
  const words = vocabulary.byFolded.get(fold(lowerWord(token))) ?? []
  return words.length === 1 ? words[0]!.docs : [...new Set(words.flatMap((word) => word.docs))].sort((a, b) => a - b)
}

/** Whether some word of the documents starts with `token` (the visitor may still be typing it). */
export const startsSomeWord = (vocabulary: Vocabulary, token: string) => vocabulary.byFolded.atPrefix(fold(lowerWord(token))).size > 0

/** Keys within `maxEdits` of `key` in `map`, a swap of neighbours counting as one edit (the index's own search counts it as two). */
function near(map: SearchableMap<Word[]>, key: string, maxEdits: number): string[] {
  if (maxEdits === 0) return []
  const found = new Set(map.fuzzyGet(key, maxEdits).keys())
  for (const swapped of transpositions(key)) if (map.has(swapped)) found.add(swapped)
  found.delete(key)
  return [...found]
}

/**
 * The other terms of the index that `token` (whose term is `term`) may be a typo of: those at most
 * `maxEdits` from its term and, for a term the index does not have, the terms of the words written
 * within the typo tolerance of the token (a typo can change how a word stems: `majoituksne`).
 * Each comes with how far the token is from the closest word written with it, which tells the
 * likelier typo: `padle` is one swap from `padel` but three edits from `pallo`, though its term
 * `patl` is one edit from both `patel` and `pal`. A term counts at most one edit further than the
 * terms are apart, for forms of the word the documents do not have.
 */
export function nearTerms(vocabulary: Vocabulary, token: string, term: string, maxEdits: number): Map<string, number> {
  const typed = fold(lowerWord(token))
  const out = new Map<string, number>()
  for (const other of near(vocabulary.byTerm, term, maxEdits)) {
    const written = Math.min(...vocabulary.byTerm.get(other)!.map((word) => distance(typed, fold(word.written))))
    out.set(other, Math.max(1, Math.min(written, distance(term, other) + 1)))
  }
  if (vocabulary.byTerm.has(term)) return out
  for (const { word, edits } of closeWords(vocabulary, token, editsFor(typed.length))) {
    if (word.term && word.term !== term) out.set(word.term, Math.max(1, Math.min(edits, out.get(word.term) ?? edits)))
  }
  return out
}

/** The words of the documents at most `maxEdits` from `token` (umlauts aside), each with its distance. */
export function closeWords(vocabulary: Vocabulary, token: string, maxEdits: number): { word: Word; edits: number }[] {
  const typed = fold(lowerWord(token))
  return near(vocabulary.byFolded, typed, maxEdits).flatMap((folded) =>
    vocabulary.byFolded.get(folded)!.map((word) => ({ word, edits: distance(typed, folded) })),
  )
}
