import type { ExternalDataView } from './blocks'
import type { ContentView } from './content'

function externalAttributes(content: ContentView): ExternalDataView['attributes'] {
  const block = content.fields.body.find((b) => b.blockType === 'externalData')
  return block?.attributes ?? {}
}

/** Page classes of docs/behaviour.md#page-load. */
export function pageClasses(content: ContentView): string[] {
  switch (content.contentType) {
    case 'articlePage':
      return ['article']
    case 'productPage':
      return ['product']
    case 'categoryPage': {
      const layout = externalAttributes(content).item_layout?.product
      return layout ? ['category', layout] : ['category']
    }
    case 'educationPage':
      return ['education']
    case 'eventPage':
      return ['event']
    default:
      return []
  }
}

/**
 * Title rule of docs/behaviour.md#page-load: product marketing name for product pages, category marketing name for
 * categories, title for articles, degree title for education, else pageTitle or entryName.
 */
export function pageTitle(content: ContentView): string {
  const { fields } = content
  const fallback = fields.pageTitle || fields.entryName
  switch (content.contentType) {
    case 'productPage':
      return externalAttributes(content).marketing_name || fallback
    case 'categoryPage':
      return externalAttributes(content).category_marketing_name || fallback
    case 'articlePage':
      return fields.title || fallback
    case 'educationPage':
      return fields.degreeTitle || fallback
    default:
      return fallback
  }
}

/** A `cardList` whose display component is `redirect` turns the page into a 307 to its url. */
export function redirectTarget(content: ContentView): string | null {
  for (const block of content.fields.body) {
    if (block.blockType !== 'cardList') continue
    if (block.display.component === 'redirect' && block.display.url) return block.display.url
  }
  return null
}
