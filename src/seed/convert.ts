import type { convertMarkdownToLexical } from '@payloadcms/richtext-lexical'
import type { Locale } from '@/domain/locale'
import type { Loc, SeedBlock, SeedButton, SeedLink } from './content/types'

/** Ids of the documents the seed created, by their seed keys. */
export type SeedIds = {
  pages: Map<string, number>
  articles: Map<string, number>
  popups: Map<string, number>
  media: Map<string, number>
  tags: Map<string, number>
}

export type RichTextFn = (markdown: string, locale: Locale) => ReturnType<typeof convertMarkdownToLexical>

const isLoc = (v: unknown): v is Loc => typeof v === 'object' && v !== null && 'fi' in v && 'en' in v && 'sv' in v && Object.keys(v).length === 3

const isLink = (v: unknown): v is SeedLink => typeof v === 'object' && v !== null && 'kind' in v && 'label' in v

function need<T>(map: Map<string, T>, key: string, what: string): T {
  const id = map.get(key)
  if (id === undefined) throw new Error(`Seed refers to unknown ${what} '${key}'`)
  return id
}

export function linkData(link: SeedLink | SeedButton, locale: Locale, ids: SeedIds): Record<string, unknown> {
  const base = { label: link.label[locale], ...('appearance' in link ? { appearance: link.appearance, icon: link.icon } : {}) }
  switch (link.kind) {
    case 'page':
      return { ...base, contentType: 'standardPage', page: need(ids.pages, link.pageKey, 'page'), anchor: link.anchor }
    case 'external':
      return { ...base, contentType: 'externalUrl', url: typeof link.url === 'string' ? link.url : link.url[locale], newTab: link.newTab ?? true }
    case 'article':
      return { ...base, contentType: 'article', article: need(ids.articles, link.articleKey, 'article') }
    case 'asset':
      return { ...base, contentType: 'asset', url: link.url }
    case 'popup':
      return { ...base, contentType: 'popup', popup: need(ids.popups, link.popupKey, 'popup') }
  }
}

/** Fields holding rich text, per block type (dotted paths without array indexes). */
const richTextPaths: Record<string, string[]> = {
  imageHalfTextHalf: ['text'],
  banner: ['content'],
  infoBoxes: ['boxes.text'],
  halfContentGroup: ['contents.text'],
  accordion: ['items.contents'],
  wysiwygBlock: ['content'],
}

/** Optional groups behind a `hasX` switch in the block configs. */
const switches: Record<string, string> = {
  link: 'hasLink',
  seeMoreLink: 'hasSeeMoreLink',
  button: 'hasButton',
  sidebarInfoButton: 'hasSidebarInfoButton',
}

function convert(value: unknown, path: string, ctx: { blockType: string; locale: Locale; ids: SeedIds; rich: RichTextFn }): unknown {
  if (isLoc(value)) {
    const text = value[ctx.locale]
    return richTextPaths[ctx.blockType]?.includes(path) ? ctx.rich(text, ctx.locale) : text
  }
  if (isLink(value)) return linkData(value, ctx.locale, ctx.ids)
  if (Array.isArray(value)) return value.map((v) => convert(v, path, ctx))
  if (typeof value !== 'object' || value === null) {
    if (typeof value === 'string' && /(^|\.)(image|plan)$/.test(path)) return need(ctx.ids.media, value, 'image')
    return value
  }
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key
    if (key === 'dialogPopupKey') {
      out.dialog = need(ctx.ids.popups, String(v), 'popup')
      continue
    }
    if ((ctx.blockType === 'articleList' || ctx.blockType === 'events') && key === 'tags') {
      out.tags = (v as string[]).map((t) => need(ctx.ids.tags, t, 'tag'))
      continue
    }
    out[key] = convert(v, childPath, ctx)
    if (switches[key]) out[switches[key]] = v !== undefined && v !== null
  }
  // Switches that default to on in the admin are turned off when the seed leaves the group out.
  if (ctx.blockType === 'contentCards' && path === 'cards' && !('button' in value)) out.hasButton = false
  if (ctx.blockType === 'educationPage' && path === '' && !('sidebarInfoButton' in value)) out.hasSidebarInfoButton = false
  return out
}

/** A seed block as the Payload block data of one language. */
export function blockData(block: SeedBlock, locale: Locale, ids: SeedIds, rich: RichTextFn): Record<string, unknown> {
  return convert(block, '', { blockType: block.blockType, locale, ids, rich }) as Record<string, unknown>
}
