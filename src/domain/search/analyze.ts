/**
 * How a word becomes a search term (docs/search.md#how-words-match), the same for documents and
 * queries: lower-cased, common words dropped, stemmed with the Snowball stemmer of the language,
 * evened out where the stemmer leaves forms of one word apart, and only then folded (ä→a, ö→o,
 * å→a, é→e), because the stemmers read the suffixes by their umlauts.
 *
 * The evening out was measured on the demo content and on inflection tables of 88 of the resort’s
 * words (`mökki mökin mökit mökkejä mökeissä …`). Snowball alone left 48 of the tables split.
 *
 * Finnish: Snowball gives `mökki` → `mök` but `mökit` → `möki`, `mökkejä` → `mökkej`, `mökeissä` →
 * `möke` (consonant gradation and the plural i/j), `saunoja` → `sauno`, `ladun` → `ladu` beside
 * `latu`, `rinteen` → `rinte` beside `rinne`, `majoituksen` → `majoituks` and `majoitusta` →
 * `majoitu` beside `majoitus`. So a Finnish stem's double consonants become single and d becomes
 * t, nt n, lt l and mp m (the strong and weak grades: kk/k, t/d, nt/nn, lt/ll, mp/mm); a final -ks
 * becomes -s and then -us -u; the -inen/-isen/-ista of adjectives and nouns and the -isin of
 * adverbs lose their -in/-is; and a trailing j and one vowel go while three letters remain.
 *
 * Swedish: Snowball leaves endings on short words, whose stem region is too short for its rules
 * (`stugan`, `sjön`, `sjöarna` → `sjöarn`, `rummet`), and takes the s of `kurs` for a genitive
 * (`kurs` → `kur`, but `kurser` → `kurs`). So a Swedish stem loses one such ending while three
 * letters remain, its double consonants become single (`rummet`, `nätter`), and a final s after
 * a consonant goes as Snowball would have taken it.
 *
 * English: Snowball as it is, a possessive 's dropped first.
 *
 * That leaves 10 of the 88 tables split, all irregular (`allas`/`altaan`, `vesi`/`veden`,
 * `lapsi`/`lasten`, `sommar`/`somrar`, `bok`/`böcker`); the search's typo tolerance joins some of
 * them. The cost is a few different words joined (`kivi` stone and `kiva` nice, `sali` and `sala`),
 * which the ranking's preference for the word as written softens.
 */
import { stemmer as english } from '@orama/stemmers/english'
import { stemmer as finnish } from '@orama/stemmers/finnish'
import { stemmer as swedish } from '@orama/stemmers/swedish'
import type { Locale } from '../locale'

/**
 * A word: letters and digits with their combining marks, apostrophes inside it (`children's`,
 * `vaa'an`) and soft hyphens, which editors put in long Finnish words (`kylpy\u00ADlä`).
 */
const wordPattern = /[\p{L}\p{N}][\p{L}\p{N}\p{M}\u00ad]*(?:['’][\p{L}\p{N}][\p{L}\p{N}\p{M}\u00ad]*)*/gu

/** The words of a text as written. */
export const words = (text: string): string[] => text.match(wordPattern) ?? []

/** The words of a text with where each one is, for marking them. */
export const wordSpans = (text: string) => Array.from(text.matchAll(wordPattern), (m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }))

/** A word as written, lower-cased, its letters composed (a text pasted from macOS may have `a` + ◌̈). */
export const lowerWord = (word: string) =>
  word
    .replace(/\u00ad/g, '')
    .normalize('NFC')
    .toLowerCase()

const printableAscii = /^[ -~]*$/
const unfoldable: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd' }

/** A lower-case word without its diacritics. */
export function fold(word: string): string {
  if (printableAscii.test(word)) return word
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[øæœßłđ]/g, (c) => unfoldable[c]!)
}

/** Words that every page has: they neither find nor are required. Listed folded, so `pa` counts as `på`. */
const stopWords: Record<Locale, Set<string>> = {
  fi: new Set(['ja', 'on', 'ei', 'seka', 'tai', 'se', 'ne', 'etta', 'kun', 'niin', 'myos', 'olla', 'ovat', 'oli', 'han', 'ole', 'jos', 'mutta', 'kuin']),
  en: new Set(['the', 'and', 'of', 'a', 'an', 'to', 'in', 'on', 'for', 'is', 'are', 'or', 'with', 'at', 'by', 'it', 'be', 'as', 'from', 'this', 'that']),
  sv: new Set(['och', 'i', 'pa', 'att', 'en', 'ett', 'det', 'som', 'ar', 'av', 'for', 'med', 'till', 'den', 'om', 'eller', 'de', 'har', 'vi', 'du', 'ingen']),
}

const vowelsFi = 'aeiouyäö'
const consonantRun = /([bcdfghjklmnpqrstvwxz])\1+/g

function evenFinnish(stem: string, word: string): string {
  // Snowball reads the -si of a short word as a possessive suffix: `lapsi` → `lap`, `lapset` → `laps`.
  let s = word.length <= 5 && /[^aeiouyäö]si$/.test(word) && stem === word.slice(0, -2) ? word.slice(0, -1) : stem
  s = s
    .replace(/ks$/, 's')
    .replace(consonantRun, '$1')
    .replace(/([aeiouyäö])\1$/, '$1')
    .replace(/d/g, 't')
    .replace(/([nl])t/g, '$1')
    .replace(/mp/g, 'm')
  if (s.length >= 5) s = s.replace(/([uy])s$/, '$1')
  if (s.length >= 6) s = s.replace(/is$/, '').replace(/([aeiouyäö])in$/, '$1')
  while (s.length > 3 && s.endsWith('j')) s = s.slice(0, -1)
  if (s.length > 3 && vowelsFi.includes(s[s.length - 1]!)) s = s.slice(0, -1)
  return s
}

/** The consonants after which Snowball takes a Swedish final s as an ending. */
const sEnding = 'bcdfghjklmnoprtvy'
const vowelsSv = 'aeiouyåäö'

function evenSwedish(stem: string, word: string): string {
  let s = stem
  const ending = /(arna|erna|orna|arn|ern|orn|ar|er|or|en|et|an)$/.exec(s)
  if (ending && s.length - ending[0].length >= 3) s = s.slice(0, -ending[0].length)
  // A definite -n after a vowel (`sjön`, `bastun`), only where Snowball left the word alone: not `trän(are)`.
  else if (stem === word && s.length >= 4 && s.endsWith('n') && vowelsSv.includes(s[s.length - 2]!)) s = s.slice(0, -1)
  s = s.replace(consonantRun, '$1')
  if (s.length >= 4 && s.endsWith('s') && sEnding.includes(s[s.length - 2]!)) s = s.slice(0, -1)
  return s
}

const analyzers: Record<Locale, (word: string) => string> = {
  fi: (word) => evenFinnish(finnish(word), word),
  sv: (word) => evenSwedish(swedish(word), word),
  en: english,
}

/**
 * One word's term, or null for a common word or no word at all. A word with digits (a product
 * code, a year) is not stemmed.
 */
export function termOf(locale: Locale, word: string): string | null {
  const written = lowerWord(word)
  const lower = (locale === 'en' ? written.replace(/['’]s$/, '') : written).replace(/['’]/g, '')
  if (!lower || stopWords[locale].has(fold(lower))) return null
  if (/\p{N}/u.test(lower)) return fold(lower)
  return fold(analyzers[locale](lower))
}

/** The terms of a text, as the index holds them (without the compound parts the index adds, see vocabulary.ts). */
export const analyze = (locale: Locale, text: string): string[] => words(text).flatMap((w) => termOf(locale, w) ?? [])
