import type { ButtonAppearance, ButtonView, ImageView, LinkView, PopupView } from '@/domain/content'
import { resolveLink, type LinkSource } from '@/domain/links'
import type { Locale } from '@/domain/locale'
import type { Media } from '@/payload-types'
import { richTextToHtml } from './richText'

export type Ref<T> = T | number | string | null | undefined
/** The populated document of a relationship, or null when only its id is there. */
export const doc = <T>(ref: Ref<T>): T | null => (ref !== null && typeof ref === 'object' ? ref : null)

/** An uploaded image; the 'FULL HD' conversion is preferred as the main source (docs/limits.md#pages-and-interface). */
export function imageView(ref: Ref<Media>): ImageView | null {
  const media = doc(ref)
  if (!media?.url || !media.mimeType?.startsWith('image/')) return null
  const sizes = Object.values(media.sizes ?? {}).filter((s): s is { url: string; width: number } => Boolean(s?.url && s.width))
  const fullHd = media.sizes?.fullhd
  return {
    id: String(media.id),
    src: fullHd?.url ?? media.url,
    alt: media.alt ?? '',
    width: fullHd?.width ?? media.width ?? 0,
    height: fullHd?.height ?? media.height ?? 0,
    srcSet: sizes.length ? sizes.map((s) => `${s.url} ${s.width}w`).join(', ') : undefined,
  }
}

type PathDoc = { path?: string | null }
export type LinkGroup = {
  contentType?: string | null
  label?: string | null
  page?: Ref<PathDoc>
  anchor?: string | null
  items?: Ref<PathDoc>[] | null
  educationPage?: Ref<PathDoc>
  url?: string | null
  asset?: Ref<Media>
  newTab?: boolean | null
  article?: Ref<{ slug?: string | null }>
  popup?: Ref<{ id: number | string; title?: string | null; content?: unknown; hasButton?: boolean | null; button?: unknown }>
  appearance?: string | null
  icon?: string | null
  id?: string | null
}

export function isLinkGroup(value: unknown): value is LinkGroup {
  return typeof value === 'object' && value !== null && 'contentType' in value && 'label' in value
}

function popupView(ref: LinkGroup['popup'], locale: Locale): PopupView | null {
  const popup = doc(ref)
  if (!popup) return null
  return {
    id: `popup-${popup.id}`,
    title: popup.title ?? '',
    content: richTextToHtml(popup.content, locale),
    button: popup.hasButton && isLinkGroup(popup.button) ? buttonView(popup.button, locale) : null,
  }
}

/** The link's target as the link rules need it; null when the target is missing or unpublished. */
export function linkSource(group: LinkGroup, locale: Locale): LinkSource | null {
  switch (group.contentType) {
    case 'standardPage': {
      const pagePath = doc(group.page)?.path
      return pagePath ? { contentType: 'standardPage', pagePath, anchor: group.anchor } : null
    }
    case 'externalUrl':
      return group.url ? { contentType: 'externalUrl', url: group.url, newTab: group.newTab } : null
    case 'product':
    case 'category': {
      const items = (group.items ?? []).flatMap((i) => {
        const pagePath = doc(i)?.path
        return pagePath ? [{ pagePath }] : []
      })
      return items.length ? { contentType: group.contentType, items } : null
    }
    case 'asset': {
      const url = doc(group.asset)?.url ?? group.url
      return url ? { contentType: 'asset', url } : null
    }
    case 'article': {
      const slug = doc(group.article)?.slug
      return slug ? { contentType: 'article', slug } : null
    }
    case 'educationPage': {
      const pagePath = doc(group.educationPage)?.path
      return pagePath ? { contentType: 'educationPage', pagePath } : null
    }
    case 'popup': {
      const popup = popupView(group.popup, locale)
      return popup ? { contentType: 'popup', popup } : null
    }
    default:
      return null
  }
}

/** A CMS link group as the storefront sees it; null when it points nowhere (e.g. an unpublished page). */
export function linkView(group: LinkGroup, locale: Locale): LinkView | null {
  const source = linkSource(group, locale)
  if (!source) return null
  const resolved = resolveLink(source, locale)
  return { ...resolved, title: group.label ?? '' }
}

const appearances: ButtonAppearance[] = ['primary', 'secondary', 'white']

/** A CMS button; an appearance override applies only if it is primary, secondary or white (docs/content-model.md#button-and-image). */
export function buttonView(group: LinkGroup, locale: Locale, override?: string | null): ButtonView | null {
  const link = linkView(group, locale)
  if (!link) return null
  const chosen = appearances.find((a) => a === override) ?? appearances.find((a) => a === group.appearance) ?? 'primary'
  return { ...link, id: group.id ?? link.url, icon: group.icon ?? null, appearance: chosen }
}
