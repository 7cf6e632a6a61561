/** Small helpers shared by the catalogue data files (same conventions as content/pages.ts). */
import type { Loc } from '../content/types'

export const loc = (fi: string, en: string, sv: string): Loc => ({ fi, en, sv })

/** Joins markdown paragraphs / blocks with a blank line. */
export const md = (...parts: string[]): string => parts.join('\n\n')
