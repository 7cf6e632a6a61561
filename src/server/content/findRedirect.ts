import type { Payload } from 'payload'
import type { BlockView } from '@/domain/content'
import { locales } from '@/domain/locale'
import { redirectTarget } from '@/domain/pageMeta'
import { withLocalePrefix } from '@/domain/paths'
import { cardListDisplay } from './cardListDisplay'

/** A redirect the request hook applies; `to` is a site path or an absolute URL. */
export type RedirectEntry = { from: string; to: string; permanent: boolean }

/** Published pages whose body has a cardList with the redirect display component (docs/behaviour.md#page-load, 307). */
async function blockRedirects(payload: Payload): Promise<RedirectEntry[]> {
  const entries: RedirectEntry[] = []
  for (const locale of locales) {
    const { docs } = await payload.find({
      collection: 'pages',
      locale,
      where: { 'body.blockType': { equals: 'cardList' } },
      select: { path: true, contentType: true, body: true },
      pagination: false,
      depth: 1, // a redirect's target page, for its address in this language
      overrideAccess: false, // published pages only (and only published targets)
    })
    for (const page of docs) {
      const body = (page.body ?? []).map((block) =>
        block.blockType === 'cardList' ? { ...block, display: cardListDisplay(block.display, locale) } : block,
      ) as unknown as BlockView[]
      const to = redirectTarget({ contentType: 'page', fields: { body, pageTitle: '', entryName: '', metaText: '' } })
      const from = withLocalePrefix(page.path, locale)
      if (to && to !== from) entries.push({ from, to, permanent: false })
    }
  }
  return entries
}

/**
 * Every redirect the request hook applies before rendering (docs/routes.md#route-steps): those stored in the
 * CMS, then pages that redirect with a cardList block. Doing it before the page keeps redirects out
 * of the page cache.
 */
export async function listRedirects(payload: Payload): Promise<RedirectEntry[]> {
  const { docs } = await payload.find({ collection: 'redirects', pagination: false, depth: 0 })
  const stored = docs.map((r) => ({ from: r.from, to: r.to, permanent: Boolean(r.permanent) }))
  return [...stored, ...(await blockRedirects(payload))]
}
