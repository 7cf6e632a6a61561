'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useShopFormat } from '@/components/booking/useShopFormat'
import { SiteLink as Link } from '@/components/ui/SiteLink'
import type { ProductView } from '@/domain/catalogue'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'
import { memberPriceOf } from '@/domain/pricing/memberPrice'
import { useLoyaltyMember } from './useLoyaltyMember'

/**
 * On a product page with a member price: what members get, for a visitor who is not one, with the
 * way to join (a new account for guests, *My account* for a signed-in customer). Members see their
 * price beside each offer instead.
 */
export function MemberInvite({ product }: { product: Pick<ProductView, 'memberPrice' | 'unitPrice'> }) {
  const t = useTranslations('shop.member')
  const format = useShopFormat()
  const locale = useLocale() as Locale
  const { member, signedIn } = useLoyaltyMember()
  const rule = product.memberPrice
  if (member || !rule) return null
  const fixed = rule.kind === 'fixed' && product.unitPrice !== null ? memberPriceOf(rule, product.unitPrice, product.unitPrice) : null
  if (rule.kind === 'fixed' && fixed === null) return null
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
  return (
    <p className="member-invite">
      {rule.kind === 'percent' ? t('offerPercent', { percent: percent.format(rule.percent) }) : t('offer', { price: format.price(fixed!) })}{' '}
      {signedIn ? (
        <Link href={localizedPath('profile', locale)}>{t('inviteAccount')}</Link>
      ) : (
        <Link href={localizedPath('registration', locale)}>{t('inviteJoin')}</Link>
      )}
    </p>
  )
}
