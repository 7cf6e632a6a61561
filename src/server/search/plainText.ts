/**
 * The words a visitor reads in a stored document, for the search index: the text of rich text
 * (Lexical's `text` nodes) and of plain text fields, skipping what is structure (ids, block types,
 * links, appearances, colours). Pure, so the index reads the same on both databases.
 */
const structural = new Set([
  'id',
  'blockType',
  'blockName',
  'contentType',
  'url',
  'anchor',
  'appearance',
  'buttonAppearance',
  'icon',
  'textAlign',
  'assetPosition',
  'textColor',
  'backgroundColor',
  'overlayTextColor',
  'overlayBackgroundColor',
  'priorityBackground',
  'cardSize',
  'component',
  'youtubeVideoId',
  'type',
  'format',
  'mode',
  'direction',
  'version',
  'style',
  'detail',
  'indent',
  'tag',
  'listType',
  'rel',
  'target',
  'linkType',
  'relationTo',
  'schema',
  'itemLayoutProduct',
  'updatedAt',
  'createdAt',
  'filename',
  'mimeType',
  'sizes',
])

export function plainText(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    const text = value.trim()
    // Words only: codes, dates and colour values carry nothing a visitor searches for here.
    if (/\p{L}{2}/u.test(text) && !/^#[0-9a-f]{3,8}$/i.test(text)) out.push(text)
  } else if (Array.isArray(value)) {
    for (const item of value) plainText(item, out)
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) if (!structural.has(key)) plainText(inner, out)
  }
  return out
}

/** All the text of the values, one string, markdown emphasis and link targets left out. */
export const textOf = (...values: unknown[]): string =>
  values
    .flatMap((v) => plainText(v))
    .join('\n')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[*_#[\]]+/g, ' ')
    .replace(/[ \t]+/g, ' ')
