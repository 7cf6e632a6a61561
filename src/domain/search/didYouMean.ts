/**
 * "Did you mean" (docs/search.md#how-words-match): a query word the documents know neither as
 * written nor as another form of one of their words (`mökit` is known through `mökki`) is replaced
 * by the most frequent word the documents use within the typo tolerance, as it is written there
 * (`majotus` → `majoitus`, never a stem such as `majoit`); among words as frequent, the closest.
 */
import { termOf, wordSpans } from './analyze'
import { editsFor } from './typos'
import { closeWords, startsSomeWord, type Vocabulary } from './vocabulary'

/** The proposal in the case the visitor typed: `Majotus` → `Majoitus`, `MAJOTUS` → `MAJOITUS`. */
function inCaseOf(typed: string, word: string): string {
  if (typed.length > 1 && typed === typed.toUpperCase() && typed !== typed.toLowerCase()) return word.toUpperCase()
  const first = typed[0] ?? ''
  return first !== first.toLowerCase() ? word[0]!.toUpperCase() + word.slice(1) : word
}

function proposalFor(vocabulary: Vocabulary, token: string, last: boolean): string | null {
  const term = termOf(vocabulary.locale, token)
  // A common word, a known word or a code is left as it is.
  if (!term || vocabulary.byTerm.has(term) || /\p{N}/u.test(term)) return null
  // The last word may be the start of a word the visitor is still typing.
  if (last && Array.from(token).length >= 3 && startsSomeWord(vocabulary, token)) return null
  const [best] = closeWords(vocabulary, token, editsFor(Array.from(token).length)).sort(
    (a, b) => b.word.count - a.word.count || a.edits - b.edits || (a.word.written < b.word.written ? -1 : 1),
  )
  return best ? inCaseOf(token, best.word.written) : null
}

/** `query` (normalized) with each unknown word replaced by the word the site uses; null when there is nothing to propose. */
export function didYouMean(vocabulary: Vocabulary, query: string): string | null {
  const spans = wordSpans(query)
  let out = ''
  let at = 0
  spans.forEach(({ word, start, end }, i) => {
    const proposal = proposalFor(vocabulary, word, i === spans.length - 1)
    if (proposal === null) return
    out += query.slice(at, start) + proposal
    at = end
  })
  return at === 0 ? null : out + query.slice(at)
}
