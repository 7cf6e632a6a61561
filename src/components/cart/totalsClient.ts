/** The totals call of the cart (docs/api.md#cart-and-orders): the server prices what the cart holds. */
import { postShop } from '@/components/booking/shopClient'
import type { TotalsRequest, TotalsResponse } from '@/domain/checkout/api'
import type { Locale } from '@/domain/locale'

const totalsPath = '/proxy/vm-view/v2/product/totals'

export const fetchTotals = (body: TotalsRequest, locale: Locale, signal: AbortSignal) => postShop<TotalsResponse>(totalsPath, body, locale, signal)
