import type { NextRequest } from 'next/server'
import { handleShopCall } from '@/server/catalogue/handlers'
import { getCategoryItems } from '@/server/catalogue/shopService'
import { withErrorEnvelope } from '@/server/http/errors'
import { categoryItemsBody } from '@/server/http/shopSchemas'
import { methods } from '@/server/http/methods'

/** POST /proxy/vm-view/v1/category/items (spec §7): a category's items, with availability when dates are given. */
function post(request: NextRequest) {
  return withErrorEnvelope(() => handleShopCall(request, categoryItemsBody, getCategoryItems))
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: post })
