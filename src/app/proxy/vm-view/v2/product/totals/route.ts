import { shopRoute } from '@/server/catalogue/catalogueRoutes'
import { totalsBody } from '@/server/http/checkoutSchemas'
import { getTotals } from '@/server/orders/totalsService'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-view/v2/product/totals (docs/api.md#cart-and-orders): the cart priced by the server. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: shopRoute(totalsBody, getTotals) })
