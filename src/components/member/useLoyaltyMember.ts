'use client'

import { useSession } from '@/components/account/useSession'

/**
 * Whether the page shows prices as a loyalty member's. Only for display: the server prices the cart
 * from the session itself (docs/shop.md#member-prices).
 */
export function useLoyaltyMember(): { member: boolean; signedIn: boolean } {
  const session = useSession()
  return session.status === 'signedIn' ? { member: session.user.loyaltyMember, signedIn: true } : { member: false, signedIn: false }
}
