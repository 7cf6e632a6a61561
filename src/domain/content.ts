import type { BlockView } from './blocks'

/**
 * The storefront content model (docs/content-model.md#content-response and docs/content-model.md#content-blocks) as the content
 * endpoint answers it and the pages render it. Rich text arrives as sanitised HTML.
 */
export type ContentType = 'page' | 'articlePage' | 'productPage' | 'categoryPage' | 'educationPage' | 'eventPage'

export type ImageView = { id: string; src: string; alt: string; width: number; height: number; srcSet?: string }

export type PopupView = { id: string; title: string; content: string; button: ButtonView | null }

export type LinkView = {
  contentType: LinkContentType
  url: string
  title: string
  newTab: boolean
  popup?: PopupView
}

export type ButtonAppearance = 'primary' | 'secondary' | 'white'

export type ButtonView = LinkView & { id: string; icon: string | null; appearance: ButtonAppearance }

export type LinkContentType = 'standardPage' | 'externalUrl' | 'product' | 'category' | 'asset' | 'article' | 'educationPage' | 'popup'

/** One block of a page body, a union told apart by `blockType` (see ./blocks). */
export type { BlockView }

export type ContentFields = {
  body: BlockView[]
  pageTitle: string
  entryName: string
  metaText: string
  title?: string
  degreeTitle?: string
  primaryFilters?: string[]
}

export type ContentView = { contentType: ContentType; fields: ContentFields }

/** Page paths per ISO locale code, with the language prefix, e.g. { 'en-US': '/en/accommodation' }. */
export type LocalizedPagePaths = Record<string, string>

export type ContentResponse = { content: ContentView; localizedPagePaths: LocalizedPagePaths }
