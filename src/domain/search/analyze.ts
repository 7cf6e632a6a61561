/**
 * How text becomes search terms (docs/search.md#how-words-match), the same for documents and
 * queries: words are lower-cased, common words dropped, stemmed with the Snowball stemmer of the
 * language, and only then folded (ä→a, ö→o, å→a), because the stemmers read the suffixes with
 * their umlauts. Stemming alone does not join every form: Finnish consonant gradation and the
 * stemmer's leftovers give `mökki` → `mök`, `mökit` → `möki`, `mökkejä` → `mökkej`, `majoitus` →
 * `majoitus` but `majoituksen` → `majoituks`. A Finnish stem is therefore evened out after
 * stemming: double consonants single, a trailing i, e or j dropped, a final -ks read as -s. What
 * that leaves (t/d in `latu`, `ladulla`) the edit tolerance of the search joins. Swedish stems lose
 * a definite ending the stemmer kept.
 */
import { stemmer as english } from '@orama/stemmers/english'
import { stemmer as finnish } from '@orama/stemmers/finnish'
import { stemmer as swedish } from '@orama/stemmers/swedish'
import type { Locale } from '../locale'

const stemmers: Record<Locale, (word: string) => string> = { fi: finnish, en: english, sv: swedish }

/** Words that every page has: they neither find nor are required. */
const stopWords: Record<Locale, Set<string>> = {
  fi: new Set(['ja', 'on', 'ei', 'sekä', 'tai', 'se', 'ne', 'että', 'kun', 'niin', 'myös', 'voi', 'olla', 'ovat', 'oli']),
  en: new Set(['the', 'and', 'of', 'a', 'an', 'to', 'in', 'on', 'for', 'is', 'are', 'or', 'with', 'at', 'by', 'it', 'be', 'as']),
  sv: new Set(['och', 'i', 'på', 'att', 'en', 'ett', 'det', 'som', 'är', 'av', 'för', 'med', 'till', 'den', 'om', 'eller']),
}

/** The words of a text (letters and digits), lower-cased. */
export const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

export const fold = (term: string) => term.replace(/[äå]/g, 'a').replace(/ö/g, 'o')

/** Finnish stems evened out over consonant gradation (see above); short stems are left alone. */
function evenFinnish(stem: string): string {
  const single = stem.replace(/([bcdfghjklmnpqrstvwxz])\1/g, '$1')
  const trimmed = single.length > 3 ? single.replace(/[iej]+$/, '') : single
  return trimmed.replace(/ks$/, 's')
}

/** The Swedish stemmer keeps the definite ending of some nouns (`stugan`); drop it from longer stems. */
const evenSwedish = (stem: string) => (stem.length >= 6 ? stem.replace(/(an|en|et)$/, '') : stem)

const even: Record<Locale, (stem: string) => string> = { fi: evenFinnish, en: (s) => s, sv: evenSwedish }

/** One word's term, or null for a common word. */
export function termOf(locale: Locale, word: string): string | null {
  const lower = word.toLowerCase()
  if (stopWords[locale].has(lower)) return null
  return fold(even[locale](stemmers[locale](lower)))
}

/** The terms of a text, as the index holds them. */
export const analyze = (locale: Locale, text: string): string[] => words(text).flatMap((w) => termOf(locale, w) ?? [])
