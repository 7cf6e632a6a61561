/**
 * The slug rule of docs/validation.md#slugs: umlauts become underscores and words are joined with hyphens, in
 * lower case. Other punctuation is dropped so the result is safe in a URL path or an HTML id.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöåü]/g, '_')
    .replace(/[^a-z0-9_\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter(Boolean)
    .join('-')
}
