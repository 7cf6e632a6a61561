import { methods } from '@/server/http/methods'
import { adjustmentBody } from '@/server/http/staffSchemas'
import { adjustCardAsStaff, staffRoute } from '@/server/refunds/staffRoutes'

/** POST /proxy/staff/gift-cards/{id}/adjustments (docs/gift-cards.md#ledger): changes a card's balance, with a reason. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ POST: staffRoute(adjustmentBody, adjustCardAsStaff) })
