/**
 * Marking the words of a title or body that a query matched (docs/search.md#the-search-page): a
 * word is marked when its term is one the document matched with, so `mökkiin` is marked for the
 * query `mökit`. A body is cut to the window of about 160 characters with the most matches.
 */
import type { Locale } from '../locale'
import { termOf } from './analyze'
import type { Highlighted } from './types'

const windowSize = 160

type Word = { start: number; end: number; match: boolean }

function wordsIn(locale: Locale, text: string, matched: ReadonlySet<string>): Word[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => {
    const term = termOf(locale, m[0])
    return { start: m.index, end: m.index + m[0].length, match: term !== null && matched.has(term) }
  })
}

function parts(text: string, words: Word[], from: number, to: number): Highlighted {
  const out: Highlighted = []
  let at = from
  const push = (t: string, match: boolean) => {
    if (!t) return
    const last = out[out.length - 1]
    if (last && last.match === match) last.text += t
    else out.push({ text: t, match })
  }
  for (const w of words) {
    if (!w.match || w.start < from || w.end > to) continue
    push(text.slice(at, w.start), false)
    push(text.slice(w.start, w.end), true)
    at = w.end
  }
  push(text.slice(at, to), false)
  return out
}

export function highlight(locale: Locale, text: string, matched: ReadonlySet<string>): Highlighted {
  return parts(text, wordsIn(locale, text, matched), 0, text.length)
}

/** The window of the body with the most matched words, cut at word boundaries, '…' where cut. */
export function snippet(locale: Locale, body: string, matched: ReadonlySet<string>): Highlighted {
  const text = body.replace(/\s+/g, ' ').trim()
  if (text.length <= windowSize) return highlight(locale, text, matched)
  const words = wordsIn(locale, text, matched)
  const hits = words.filter((w) => w.match)
  let best = 0
  let bestCount = -1
  for (const hit of hits) {
    const start = Math.max(0, hit.start - 40)
    const count = hits.filter((h) => h.start >= start && h.end <= start + windowSize).length
    if (count > bestCount) [best, bestCount] = [start, count]
  }
  // Start and end on whole words.
  const first = words.find((w) => w.start >= best) ?? words[0]!
  const from = best === 0 ? 0 : first.start
  const inside = words.filter((w) => w.start >= from && w.end <= from + windowSize)
  const to = inside.length ? inside[inside.length - 1]!.end : Math.min(text.length, from + windowSize)
  const out = parts(text, words, from, to)
  if (from > 0) out.unshift({ text: '…', match: false })
  if (to < text.length) out.push({ text: '…', match: false })
  return out
}
