import { shopRoute } from '@/server/catalogue/catalogueRoutes'
import { giftCardBalanceBody } from '@/server/http/checkoutSchemas'
import { methods } from '@/server/http/methods'
import { giftCardBalance } from '@/server/orders/giftCardCodes'

/** POST /proxy/vm-shopping/v1/giftcard/balance (docs/api.md#cart-and-orders): a gift card's balance and last day. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: shopRoute(giftCardBalanceBody, giftCardBalance) })
