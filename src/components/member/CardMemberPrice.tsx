'use client'

import './memberPrice.css'
import { useTranslations } from 'next-intl'
import { useShopFormat } from '@/components/booking/useShopFormat'
import type { Cents } from '@/domain/catalogue'
import { useLoyaltyMember } from './useLoyaltyMember'

/**
 * The member's "from" price under a product card's normal one. The card is rendered once for every
 * visitor, so who is a member is known only in the browser.
 */
export function CardMemberPrice({ price }: { price: Cents }) {
  const t = useTranslations('shop.member')
  const format = useShopFormat()
  const { member } = useLoyaltyMember()
  return <p className={member ? 'member-price' : 'member-price member-price--offer'}>{t(member ? 'priceFrom' : 'offerFrom', { price: format.price(price) })}</p>
}
