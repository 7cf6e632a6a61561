import { convertLexicalToHTML, defaultHTMLConverters, LinkHTMLConverter } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Locale } from '@/domain/locale'
import { articleUrl, withLocalePrefix } from '@/domain/paths'

type LinkedDoc = { relationTo?: string; value?: { path?: string; slug?: string } | number | string }

export function isRichText(value: unknown): value is SerializedEditorState {
  return typeof value === 'object' && value !== null && 'root' in value
}

/** Rich text as escaped HTML; internal links follow the CMS link rules of docs/routes.md#cms-link-resolution. */
export function richTextToHtml(data: unknown, locale: Locale): string {
  if (!isRichText(data)) return ''
  return convertLexicalToHTML({
    data,
    disableContainer: true,
    converters: {
      ...defaultHTMLConverters,
      ...LinkHTMLConverter({
        internalDocToHref: ({ linkNode }) => {
          const doc = linkNode.fields.doc as LinkedDoc | undefined
          const value = typeof doc?.value === 'object' ? doc.value : undefined
          if (doc?.relationTo === 'articles' && value?.slug) return articleUrl(value.slug, locale)
          return withLocalePrefix(value?.path ?? '/', locale)
        },
      }),
    },
  })
}
