'use client'

import { useLoyaltyMember } from './useLoyaltyMember'

/**
 * The member's "from" price under a product card's normal one. The card is rendered once for every
 * visitor, so who is a member is known only in the browser; both wordings come from the server.
 */
export function CardMemberPrice({ memberText, offerText }: { memberText: string; offerText: string }) {
  const { member } = useLoyaltyMember()
  return <p className={member ? 'member-price' : 'member-price member-price--offer'}>{member ? memberText : offerText}</p>
}
