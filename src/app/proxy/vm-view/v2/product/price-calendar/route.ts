import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { getPriceCalendar } from '@/server/catalogue/priceCalendarService'
import { shopDeps } from '@/server/catalogue/shopDeps'
import { methods } from '@/server/http/methods'
import { requestLocale } from '@/server/http/request'
import { serviceRoute } from '@/server/http/serviceRoute'

/**
 * GET /proxy/vm-view/v2/product/price-calendar (docs/api.md#shop): a month of nights with the lowest
 * price for the party. The service checks the query itself, so bad input is answered in the visitor's language.
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: serviceRoute({
    query: z.record(z.string(), z.string()),
    deps: async (request: NextRequest) => ({ ...(await shopDeps(request)), locale: requestLocale(request) }),
    call: getPriceCalendar,
  }),
})
