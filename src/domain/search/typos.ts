/**
 * How far a typed word may be from a word it is taken for (docs/search.md#how-words-match). Short
 * words get no tolerance: one edit away from a 3-letter stem is a different word more often than
 * a typo.
 */

/** Edits forgiven in a word or term of `length` letters: none for 1–3, one for 4–7, two for longer. */
export const editsFor = (length: number) => (length <= 3 ? 0 : length <= 7 ? 1 : 2)

/**
 * The word with two neighbouring letters swapped, each way. Swapping is the commonest typo
 * (`padle`, `majoitsu`) but counts as two edits for the index's fuzzy search, so a 4–7 letter word
 * would never reach its intended word with one edit; these variants are looked up as they are.
 */
export function transpositions(word: string): string[] {
  const out = new Set<string>()
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue
    out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2))
  }
  return [...out]
}

/** The edits between two words, a swap of neighbours counting as one (optimal string alignment). */
export function distance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1)
    }
    rows.push(row)
  }
  return rows[a.length]![b.length]!
}
