/**
 * A visitor's query as it is searched (docs/search.md#how-words-match): spaces collapsed, at most
 * 100 characters and 8 words, punctuation and case ignored, common words not required, and the
 * last word also read as the start of a longer one while the visitor is still typing it.
 */
import type { Locale } from '../locale'
import { termOf, wordSpans } from './analyze'
import { editsFor } from './typos'

export const maxQueryLength = 100
export const maxQueryWords = 8

/** The query as it is searched and shown: single spaces, trimmed, at most 100 characters and 8 words. */
export function normalizeQuery(query: string): string {
  // Cut by code points, so an emoji is never halved.
  const cut = Array.from(query.replace(/\s+/g, ' ').trim()).slice(0, maxQueryLength).join('').trimEnd()
  const spans = wordSpans(cut)
  return spans.length > maxQueryWords ? cut.slice(0, spans[maxQueryWords - 1]!.end) : cut
}

export type QueryWord = {
  /** As the visitor typed it. */
  token: string
  term: string
  /** Also the start of longer words: the last word of the query, from 3 letters. */
  prefix: boolean
  /** Typos forgiven, by the length of the term; none in codes and numbers. */
  edits: number
}

/** The words of a normalized query that must match: each term once, common words left out. */
export function queryWords(locale: Locale, query: string): QueryWord[] {
  const spans = wordSpans(query)
  const out: QueryWord[] = []
  spans.forEach(({ word }, i) => {
    const term = termOf(locale, word)
    if (!term) return
    const prefix = i === spans.length - 1 && Array.from(word).length >= 3
    const same = out.find((w) => w.term === term)
    if (same) same.prefix ||= prefix
    else out.push({ token: word, term, prefix, edits: /\p{N}/u.test(term) ? 0 : editsFor(term.length) })
  })
  return out
}
