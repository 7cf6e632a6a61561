/** The totals call of the cart (spec §7): the server prices what the cart holds. */
import { ShopRequestError, shopUrl } from '@/components/booking/shopClient'
import type { TotalsRequest, TotalsResponse } from '@/domain/checkout/api'
import { localeIso, type Locale } from '@/domain/locale'

export const totalsPath = '/proxy/vm-view/v2/product/totals'

export async function fetchTotals(body: TotalsRequest, locale: Locale, signal: AbortSignal): Promise<TotalsResponse> {
  const response = await fetch(shopUrl(totalsPath, locale), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': localeIso[locale] },
    body: JSON.stringify(body),
    signal,
  })
  if (!response.ok) throw new ShopRequestError(response.status)
  return (await response.json()) as TotalsResponse
}
