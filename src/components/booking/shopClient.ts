/** Browser calls of the storefront shop API (docs/api.md#conventions): JSON POST with the `x-locale` header. */
import { localeIso, type Locale } from '@/domain/locale'
import type { AvailabilityRequest, AvailabilityResponse, CategoryItemsRequest, CategoryItemsResponse } from '@/domain/shopApi'

export const availabilityPath = '/proxy/vm-view/v2/product/availability'
export const categoryItemsPath = '/proxy/vm-view/v1/category/items'

/** Paths containing vm-view/v1 also carry the locale as a query parameter (docs/api.md). */
export function shopUrl(path: string, locale: Locale): string {
  return path.includes('vm-view/v1') ? `${path}?locale=${encodeURIComponent(localeIso[locale])}` : path
}

export class ShopRequestError extends Error {
  constructor(readonly status: number) {
    super(`Shop request failed with status ${status}`)
  }
}

/** One JSON POST of the shop API in the visitor's language; `signal` aborts it, a non-2xx answer throws ShopRequestError. */
export async function postShop<T>(path: string, body: unknown, locale: Locale, signal: AbortSignal): Promise<T> {
  const response = await fetch(shopUrl(path, locale), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': localeIso[locale] },
    body: JSON.stringify(body),
    signal,
  })
  if (!response.ok) throw new ShopRequestError(response.status)
  return (await response.json()) as T
}

export const fetchAvailability = (body: AvailabilityRequest, locale: Locale, signal: AbortSignal) =>
  postShop<AvailabilityResponse>(availabilityPath, body, locale, signal)

/** docs/api.md#shop, docs/limits.md: the category items (articles) call gives up after 60 s; that shows as a failure, not an abort. */
export const categoryItemsTimeoutMs = 60_000

export const fetchCategoryItems = (body: CategoryItemsRequest, locale: Locale, signal: AbortSignal) =>
  postShop<CategoryItemsResponse>(categoryItemsPath, body, locale, AbortSignal.any([signal, AbortSignal.timeout(categoryItemsTimeoutMs)]))
