import 'server-only'
/**
 * Whether the caller pays member prices (docs/shop.md#member-prices): only a signed-in customer whose
 * account is a loyalty programme member right now. Read from the access cookie and the database on
 * every pricing, so leaving the programme or signing out takes effect at once; a request body has no
 * say in it.
 */
import type { NextRequest } from 'next/server'
import { customerById } from '@/server/db/customerStore'
import { customerDeps } from './accountRoutes'

export async function loyaltyMemberOf(request: NextRequest): Promise<boolean> {
  // Guests send no access cookie: no database call for them.
  if (!request.cookies.get('access')?.value) return false
  const { account, customerId } = await customerDeps(request)
  if (customerId === null) return false
  const customer = await customerById(account.db, customerId)
  return customer?.loyaltyMember === true
}
