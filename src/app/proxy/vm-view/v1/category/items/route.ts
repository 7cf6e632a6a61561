import type { NextRequest } from 'next/server'
import { handleShopCall } from '@/server/catalogue/handlers'
import { getCategoryItems } from '@/server/catalogue/shopService'
import { withErrorEnvelope } from '@/server/http/errors'
import { categoryItemsBody } from '@/server/http/shopSchemas'

/** POST /proxy/vm-view/v1/category/items (spec §7): a category's items, with availability when dates are given. */
export function POST(request: NextRequest) {
  return withErrorEnvelope(() => handleShopCall(request, categoryItemsBody, getCategoryItems))
}
