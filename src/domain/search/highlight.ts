/**
 * Marking the words of a result's title and body that the query matched (docs/search.md#the-search-page).
 * A word is marked when it is indexed under a term the results matched, so the marks follow the
 * search itself: `mökkiin` is marked for `mökit` (stem), `kylpylä` for `kylplä` (typo) and
 * `Metsämökki` for `mökki` (compound). A body is shown as the window of about 160 characters
 * around its densest matches.
 */
import type { Highlighted } from './types'
import { wordOf, type Vocabulary } from './vocabulary'

export const snippetLength = 160

type Span = { start: number; end: number }

/** Finds the matching words of a text. */
export type Marker = (text: string) => Span[]

/** A letter of a word (the tokenizer's, analyze.ts): an apostrophe only joins letters. */
const inWord = '[\\p{L}\\p{N}\\p{M}\\u00ad]'

const escape = (key: string) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The marker for the words indexed under `terms`. Which words of the documents those are is known,
 * so one pattern of them finds them in a text several times faster than analysing every word.
 */
export function markerFor(vocabulary: Vocabulary, terms: Iterable<string>): Marker {
  const keys = new Set<string>()
  for (const term of terms) for (const key of vocabulary.keysByTerm.get(term) ?? []) keys.add(key)
  if (keys.size === 0) return () => []
  // Longest first, and whole words only: not `mökki` in `mökkiin`, nor `sauna` in `savusauna`.
  const alternatives = [...keys].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)).map(escape)
  const pattern = new RegExp(`(?<!${inWord}|${inWord}['’])(?:${alternatives.join('|')})(?!${inWord}|['’]${inWord})`, 'giu')
  return (text) => Array.from(text.matchAll(pattern), (m) => ({ start: m.index, end: m.index + m[0].length }))
}

/** `mark` narrowed to the words indexed under `terms`: one result's share of a marker made for several. */
export function narrowed(vocabulary: Vocabulary, mark: Marker, terms: ReadonlySet<string>): Marker {
  return (text) => mark(text).filter(({ start, end }) => wordOf(vocabulary, text.slice(start, end).toLowerCase()).terms.some((term) => terms.has(term)))
}

/** `text` from `from` to `to` in parts, the `marked` words (in order) marked. */
function parts(text: string, marked: Span[], from: number, to: number): Highlighted {
  const out: Highlighted = []
  const push = (piece: string, match: boolean) => {
    const last = out[out.length - 1]
    if (!piece) return
    if (last && last.match === match) last.text += piece
    else out.push({ text: piece, match })
  }
  let at = from
  for (const span of marked) {
    if (span.start < from || span.end > to) continue
    push(text.slice(at, span.start), false)
    push(text.slice(span.start, span.end), true)
    at = span.end
  }
  push(text.slice(at, to), false)
  return out
}

/** The whole of `text` with its matching words marked. */
export const highlight = (text: string, mark: Marker): Highlighted => parts(text, mark(text), 0, text.length)

/**
 * About 160 characters of `body` (its white space made single spaces) around the run of matching
 * words that fits in them with the most matches (the earliest on a tie), centred; the start when
 * nothing in the body matched. Cut between words, with '…' where the text goes on.
 */
export function snippet(body: string, mark: Marker, size = snippetLength): Highlighted {
  const text = body.replace(/\s+/g, ' ').trim()
  const marked = mark(text)
  if (text.length <= size) return parts(text, marked, 0, text.length)

  let [first, last] = [0, -1]
  for (let i = 0, j = 0; i < marked.length; i++) {
    while (j < i && marked[i]!.end - marked[j]!.start > size) j++
    if (i - j > last - first) [first, last] = [j, i]
  }
  let start = 0
  let mustReach = 0
  if (last >= 0) {
    const run = marked[last]!.end - marked[first]!.start
    start = Math.min(Math.max(0, marked[first]!.start - Math.floor((size - run) / 2)), text.length - size)
    mustReach = marked[last]!.end
  }
  // Begin after a space and end before one, never inside the run of matches.
  const from = start === 0 ? 0 : Math.min(text.indexOf(' ', start - 1) + 1 || start, marked[first]?.start ?? Infinity)
  const limit = start + size
  const space = text.lastIndexOf(' ', limit)
  const to = limit >= text.length ? text.length : space > from && space >= mustReach ? space : Math.max(mustReach, limit)

  const out = parts(text, marked, from, to)
  if (from > 0) {
    if (out[0] && !out[0].match) out[0].text = `…${out[0].text}`
    else out.unshift({ text: '…', match: false })
  }
  if (to < text.length) {
    const end = out[out.length - 1]
    if (end && !end.match) end.text += '…'
    else out.push({ text: '…', match: false })
  }
  return out
}
