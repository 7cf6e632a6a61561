import { shopRoute } from '@/server/catalogue/catalogueRoutes'
import { validateCartBody } from '@/server/digitalCart/schema'
import { validateCart } from '@/server/digitalCart/validateCart'
import { methods } from '@/server/http/methods'

/** POST /proxy/digital-order/v1/cart/validate (docs/api.md#cart-and-orders): the second cart shape checked and priced. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: shopRoute(validateCartBody, validateCart) })
