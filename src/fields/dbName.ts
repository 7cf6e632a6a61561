import { createHash } from 'node:crypto'

/**
 * PostgreSQL cuts identifiers at 63 characters, and enum names of selects nested in blocks and arrays
 * grow past that. This keeps them short and still unique per table.
 */
export const shortEnumName =
  (suffix: string) =>
  ({ tableName }: { tableName?: string }): string => {
    const base = `enum_${tableName ?? 'x'}_${suffix}`
    if (base.length <= 60) return base
    const hash = createHash('sha1').update(base).digest('hex').slice(0, 8)
    return `${base.slice(0, 50)}_${hash}`
  }
