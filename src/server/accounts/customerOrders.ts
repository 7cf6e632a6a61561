import 'server-only'
/** A customer's past orders for 'My account': the ones that were paid, newest first. */
import type { CustomerOrderSummary } from '@/domain/accounts/api'
import { ordersOfEmail as newestOrdersOfEmail } from '@/server/db/orderStore'
import type { SqlTx } from '@/server/db/sqlPort'

const shown: CustomerOrderSummary['status'][] = ['paid', 'confirmed', 'refund_due', 'refunded']
const limit = 50

export const ordersOfEmail = (tx: SqlTx, email: string): Promise<CustomerOrderSummary[]> => newestOrdersOfEmail(tx, email, shown, limit)
