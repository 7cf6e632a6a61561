import type { BlockOf, BlockType, BlockView } from '@/domain/blocks'
import type { Locale } from '@/domain/locale'
import type { Payload } from 'payload'
import type { Page, Popup } from '@/payload-types'
import { listArticleCards } from './articles'
import { eventsPageUrl, listEvents, usedTags } from './events'
import { listMapPoints } from './mapPoints'
import { cardListDisplay } from './cardListDisplay'
import { isRichText, richTextToHtml } from './richText'
import { buttonView, imageView, isLinkGroup, linkView } from './views'

export type BlockContext = { payload: Payload; locale: Locale; entryId: string | number; draft: boolean }
type Dict = Record<string, unknown>

const isMedia = (v: unknown): v is Dict => typeof v === 'object' && v !== null && 'mimeType' in v && 'filename' in v

/**
 * Turns stored values into storefront values: rich text into HTML, uploads into images, link groups
 * into links and buttons. A `hasX` switch that is off removes field `x`.
 */
function normalizeValue(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((v) => normalizeValue(v, locale)).filter((v) => v !== null)
  if (value === null || typeof value !== 'object') return value ?? null
  if (isRichText(value)) return richTextToHtml(value, locale)
  if (isMedia(value)) return imageView(value as never)
  if (isLinkGroup(value)) return 'appearance' in value ? buttonView(value, locale) : linkView(value, locale)
  const out: Dict = {}
  const entries = Object.entries(value as Dict)
  const switchedOff = new Set(entries.filter(([k, v]) => /^has[A-Z]/.test(k) && v === false).map(([k]) => k[3].toLowerCase() + k.slice(4)))
  for (const [key, v] of entries) {
    if (key === 'blockName' || /^has[A-Z]/.test(key)) continue
    out[key] = switchedOff.has(key) ? null : normalizeValue(v, locale)
  }
  return out
}

type Block = NonNullable<Page['body']>[number]

// A stored block type without a view type in src/domain/blocks.ts fails here, with its name in the message.
type MissingView = Exclude<Block['blockType'], BlockType>
export const everyBlockHasAView: [MissingView] extends [never] ? true : `add a view type to src/domain/blocks.ts for ${MissingView}` = true

/**
 * The generic conversion of one stored block (see normalizeValue). It cannot be typed field by field,
 * so the block's view type is the shape it promises; the normaliser tests hold it to that. A stored
 * block type without a view type in the domain does not fit `B` and is a compile error here.
 */
function converted<B extends Block & { blockType: BlockType }>(block: B, locale: Locale): BlockOf<B['blockType']> {
  return normalizeValue(block, locale) as BlockOf<B['blockType']>
}

/** Reached only when a stored block type has no case above, which the compiler reports first. */
function unhandled(block: never): never {
  throw new Error(`No normaliser for block type ${(block as Block).blockType}`)
}

async function normalizeBlock(block: Block, position: number, ctx: BlockContext): Promise<BlockView> {
  switch (block.blockType) {
    case 'externalData':
      return {
        blockType: 'externalData',
        id: converted(block, ctx.locale).id,
        type: block.type,
        code: block.code,
        classification: block.type === 'category' ? 'category' : undefined,
        schema: block.schema ?? undefined,
        attributes: {
          marketing_name: block.marketingName ?? undefined,
          category_marketing_name: block.categoryMarketingName ?? undefined,
          item_layout: block.itemLayoutProduct ? { product: block.itemLayoutProduct } : undefined,
        },
      }
    case 'contentCards': {
      const base = converted(block, ctx.locale)
      // Payload answers an array field with an array, empty or not.
      const cards = (base.cards ?? []).map((card, i) => {
        const stored = block.cards?.[i]
        const dialog = stored?.dialog
        return {
          ...card,
          button: stored?.hasButton && stored.button ? buttonView(stored.button, ctx.locale, block.slidesButtonAppearance) : null,
          dialog: typeof dialog === 'object' && dialog ? popupOf(dialog, ctx.locale) : null,
        }
      })
      return { ...base, cards }
    }
    case 'cardList':
      return { ...converted(block, ctx.locale), display: cardListDisplay(block.display, ctx.locale) }
    case 'articleList': {
      const base = converted(block, ctx.locale)
      const tagIds = (block.tags ?? []).map((t) => (typeof t === 'object' ? t.id : t))
      const articles = await listArticleCards(ctx.payload, { locale: ctx.locale, tagIds, limit: block.limit ?? 6, draft: ctx.draft })
      return { ...base, tags: tagIds.map(String), articles }
    }
    case 'proximiMap':
      return {
        blockType: 'proximiMap',
        id: `${ctx.entryId}-${position}`,
        title: block.title ?? null,
        plan: imageView(block.plan),
        points: await listMapPoints(ctx.payload, ctx.locale),
      }
    case 'events': {
      const tagIds = (block.tags ?? []).map((t) => (typeof t === 'object' ? t.id : t))
      const events = await listEvents(ctx.payload, { locale: ctx.locale, tagIds, draft: ctx.draft })
      return {
        blockType: 'events',
        id: converted(block, ctx.locale).id,
        title: block.title ?? null,
        mode: block.mode,
        limit: block.limit ?? 4,
        events,
        tags: usedTags(events),
        eventsPageUrl: await eventsPageUrl(ctx.payload, ctx.locale),
      }
    }
    case 'notification':
    case 'loginForm':
    case 'imageHalfTextHalf':
    case 'banner':
    case 'infoBoxes':
    case 'halfContentGroup':
    case 'heroSlider':
    case 'heroBanner':
    case 'contentSlider':
    case 'contactCards':
    case 'quickLinks':
    case 'siteSearch':
    case 'bookingSearch':
    case 'accordion':
    case 'wysiwygBlock':
    case 'educationPage':
    case 'accessibilityFeedback':
    case 'newsletter':
    case 'cookiePolicy':
      return converted(block, ctx.locale)
    default:
      return unhandled(block)
  }
}

function popupOf(popup: Popup, locale: Locale) {
  return linkView({ contentType: 'popup', label: popup.title, popup }, locale)?.popup ?? null
}

export function normalizeBlocks(body: Page['body'], ctx: BlockContext): Promise<BlockView[]> {
  return Promise.all((body ?? []).map((block, i) => normalizeBlock(block, i, ctx)))
}
