/** A schema.org node as JSON-LD: its `@type` and properties. */
export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string; [property: string]: unknown }

export const schemaOrg = 'https://schema.org' as const

/** A schema.org enumeration member (`https://schema.org/InStock`). */
export const schemaUrl = (member: string) => `${schemaOrg}/${member}`

/**
 * The text of a `<script type="application/ld+json">`. Staff write the names and descriptions, so
 * `<`, `>` and `&` are escaped: no `</script>` in a title can end the script and start markup.
 * The line separators U+2028/2029 are escaped too for old parsers that treat them as line ends.
 */
export function serializeJsonLd(node: JsonLd): string {
  return JSON.stringify({ '@context': schemaOrg, ...node })
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Cents as schema.org prices are written: a decimal string in euros ('89.00'). */
export const euros = (cents: number) => (cents / 100).toFixed(2)

/** Drops the properties without a value, so a missing fact is absent rather than `null`. */
export function compact<T extends Record<string, unknown>>(node: T): T {
  return Object.fromEntries(Object.entries(node).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T
}
