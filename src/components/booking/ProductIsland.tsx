'use client'

import type { ComponentProps } from 'react'
import { MemberInvite } from '@/components/member/MemberInvite'
import { IntlIsland, type IslandIntl } from '@/components/ui/IntlIsland'
import { ProductBooking } from './ProductBooking'

/**
 * A product page's booking column: the member offer and the booking widget, one island with one copy
 * of next-intl (two islands would each bring their own).
 */
export default function ProductIsland({ intl, ...booking }: ComponentProps<typeof ProductBooking> & { intl: IslandIntl }) {
  return (
    <IntlIsland intl={intl}>
      <MemberInvite product={booking.product} />
      <ProductBooking {...booking} />
    </IntlIsland>
  )
}
