import { redirectUrl } from '@/domain/links'
import type { Locale } from '@/domain/locale'
import { linkSource, type LinkGroup } from './views'

type StoredDisplay = { component?: string | null; target?: LinkGroup | null; url?: string | null } | null | undefined

/**
 * A cardList's display as the storefront sees it (`component` and `url`, docs/content-model.md): for a redirect, `url`
 * is the chosen target's address in this language, else the address staff typed.
 */
export function cardListDisplay(display: StoredDisplay, locale: Locale): { component: string | null; url: string | null } {
  const target = display?.target ? linkSource(display.target, locale) : null
  return { component: display?.component ?? null, url: redirectUrl(target, display?.url, locale) }
}
