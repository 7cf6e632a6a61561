'use client'

import { useLocale, useTranslations } from 'next-intl'
import { SiteLink } from '@/components/ui/SiteLink'
import { localizedPath } from '@/domain/paths'

const shops = [
  { key: 'accommodation', path: 'accommodationSearch' },
  { key: 'courses', path: 'courseSearch' },
  { key: 'activities', path: 'activitiesShop' },
] as const

/** An empty cart: nothing to check out, and the ways to the shops. */
export function EmptyCart() {
  const t = useTranslations('checkout.empty')
  const tPage = useTranslations('pages.checkout')
  const locale = useLocale()
  return (
    <div className="checkout-empty">
      <p>{tPage('emptyCart')}</p>
      <nav aria-label={t('shopsLabel')}>
        <ul className="checkout-empty__links">
          {shops.map((shop) => (
            <li key={shop.key}>
              <SiteLink href={localizedPath(shop.path, locale)} className="btn btn--secondary">
                {t(shop.key)}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
