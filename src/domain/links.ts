import type { LinkContentType, PopupView } from './content'
import type { Locale } from './locale'
import { articleUrl, withLocalePrefix } from './paths'

/** A CMS link after its referenced documents were looked up, before it became a URL. */
export type LinkSource =
  | { contentType: 'standardPage'; pagePath: string; anchor?: string | null }
  | { contentType: 'externalUrl'; url: string; newTab?: boolean | null }
  | { contentType: 'product' | 'category'; items: { pagePath: string }[] }
  | { contentType: 'asset'; url: string }
  | { contentType: 'article'; slug: string }
  | { contentType: 'educationPage'; pagePath: string }
  | { contentType: 'popup'; popup: PopupView }

export type ResolvedLink = { contentType: LinkContentType; url: string; newTab: boolean; popup?: PopupView }

/** Protocol-relative addresses of the asset and image hosts get https (docs/routes.md#cms-link-resolution). */
const protocolRelativeAssetPrefixes = ['//assets', '//images']

/**
 * The CMS link resolution rules of docs/routes.md#cms-link-resolution. Links whose target is missing (an unpublished or deleted
 * page) never get here: the server drops them.
 */
export function resolveLink(link: LinkSource, locale: Locale): ResolvedLink {
  switch (link.contentType) {
    case 'standardPage': {
      const anchor = link.anchor ? `#${link.anchor.replace(/^#/, '')}` : ''
      return { contentType: link.contentType, url: withLocalePrefix(link.pagePath, locale) + anchor, newTab: false }
    }
    case 'externalUrl':
      return { contentType: link.contentType, url: link.url, newTab: link.newTab ?? true }
    case 'product':
    case 'category':
      return { contentType: link.contentType, url: withLocalePrefix(link.items[0]?.pagePath ?? '/', locale), newTab: false }
    case 'asset': {
      const secure = protocolRelativeAssetPrefixes.some((prefix) => link.url.startsWith(prefix))
      return { contentType: link.contentType, url: secure ? `https:${link.url}` : link.url, newTab: false }
    }
    case 'article':
      return { contentType: link.contentType, url: articleUrl(link.slug, locale), newTab: false }
    case 'educationPage':
      return { contentType: link.contentType, url: withLocalePrefix(link.pagePath, locale), newTab: false }
    case 'popup':
      return { contentType: link.contentType, url: link.popup.id, newTab: false, popup: link.popup }
  }
}

/**
 * Where a redirecting page (a cardList shown as 'redirect') sends its visitor: the chosen target at
 * its address in the page's own language, else the typed address, else nowhere. A popup is no place
 * to go.
 */
export function redirectUrl(target: LinkSource | null, typedUrl: string | null | undefined, locale: Locale): string | null {
  if (target && target.contentType !== 'popup') return resolveLink(target, locale).url
  const url = typedUrl?.trim()
  return url || null
}
