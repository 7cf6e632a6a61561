'use client'

import { useTranslations } from 'next-intl'
import { useShopFormat } from '@/components/booking/useShopFormat'
import type { Cents, ProductView } from '@/domain/catalogue'
import { memberPriceOf } from '@/domain/pricing/memberPrice'
import { useLoyaltyMember } from './useLoyaltyMember'

type Props = { product: Pick<ProductView, 'memberPrice' | 'unitPrice'>; normal: Cents }

/**
 * A signed-in member's price beside an offer's normal price (docs/shop.md#member-prices). Others see
 * nothing here: one invitation on the page (MemberInvite) says what members get.
 */
export function OfferMemberPrice({ product, normal }: Props) {
  const t = useTranslations('shop.member')
  const format = useShopFormat()
  const { member } = useLoyaltyMember()
  const price = member ? memberPriceOf(product.memberPrice, product.unitPrice, normal) : null
  if (price === null) return null
  return <span className="member-price">{t('price', { price: format.price(price) })}</span>
}
