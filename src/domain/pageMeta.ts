import type { BlockView, ContentView } from './content'

type ExternalAttributes = {
  marketing_name?: string
  category_marketing_name?: string
  item_layout?: { product?: string }
}

function externalAttributes(content: ContentView): ExternalAttributes {
  const block = content.fields.body.find((b: BlockView) => b.blockType === 'externalData')
  return (block?.attributes as ExternalAttributes | undefined) ?? {}
}

/** Page classes of spec §4 "Page load". */
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
    default:
      return []
  }
}

/**
 * Title rule of spec §4: product marketing name for product pages, category marketing name for
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
    const display = block.display as { component?: string; url?: string } | undefined
    if (display?.component === 'redirect' && display.url) return display.url
  }
  return null
}
