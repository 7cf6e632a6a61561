import 'server-only'
/** The content calls: a page, the layout, the locales and the redirects, as the storefront reads them. */
import type { z } from 'zod'
import type { Locale } from '@/domain/locale'
import { normalizePagePath } from '@/domain/paths'
import type { ServiceResult } from '@/server/http/serviceResult'
import type { layoutQuery, pageQuery } from '@/server/http/contentSchemas'
import { getPayloadClient } from '@/server/payload'
import { getCachedLocaleEntries, getCachedRedirects, getPublishedContentPage, getPublishedLayout } from './cached'
import { getContentPage } from './getContentPage'

/** The request's language, and whether a signed-in staff user asks (checked only when a preview is asked for). */
export type ContentDeps = { locale: Locale; isStaff: () => Promise<boolean> }

const previewRefused = { ok: false, status: 401, message: 'Preview requires a signed-in staff user' } as const

/** A published page, or with `preview` (staff only) the page with its drafts, uncached. */
export async function contentPage(deps: ContentDeps, query: z.output<typeof pageQuery>): Promise<ServiceResult<unknown, 401 | 404>> {
  const preview = query.preview === '1' || query.preview === 'true'
  if (preview && !(await deps.isStaff())) return previewRefused
  const pagePath = normalizePagePath(query.pagePath)
  const page = preview
    ? await getContentPage(await getPayloadClient(), { locale: deps.locale, pagePath, preview })
    : await getPublishedContentPage(deps.locale, pagePath)
  if (!page) return { ok: false, status: 404, message: 'Page Not Found' }
  return { ok: true, value: page }
}

/** Header and footer have no drafts, so a preview (staff only) answers the same published layout. */
export async function contentLayout(deps: ContentDeps, query: z.output<typeof layoutQuery>): Promise<ServiceResult<unknown, 401>> {
  if (query.preview === '1' && !(await deps.isStaff())) return previewRefused
  return { ok: true, value: await getPublishedLayout(deps.locale) }
}

export const localeList = async (): Promise<ServiceResult<unknown>> => ({ ok: true, value: { locales: await getCachedLocaleEntries() } })

export const redirectList = async (): Promise<ServiceResult<unknown>> => ({ ok: true, value: { redirects: await getCachedRedirects() } })
