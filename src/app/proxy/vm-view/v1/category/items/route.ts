import { shopRoute } from '@/server/catalogue/catalogueRoutes'
import { getCategoryItems } from '@/server/catalogue/shopService'
import { categoryItemsBody } from '@/server/http/shopSchemas'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-view/v1/category/items (docs/api.md#shop): a category's items, with availability when dates are given. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: shopRoute(categoryItemsBody, getCategoryItems) })
