'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCart } from '@/components/cart/useCart'
import { useDigitalCart } from '@/components/digitalCart/useDigitalCart'
import { SiteLink as Link } from '@/components/ui/SiteLink'
import { isGiftCard } from '@/domain/cart/giftCards'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'

/**
 * docs/behaviour.md#cart: a gift card is ordered on its own. When the cart already holds other
 * products (passes included), this says so before the form is filled, and offers to finish that
 * order first or to empty the cart.
 */
export function GiftCardCartRule() {
  const t = useTranslations('shop.giftCard.otherItems')
  const tCart = useTranslations('shop.cart')
  const locale = useLocale() as Locale
  const cart = useCart()
  const digital = useDigitalCart()
  const others = cart.lines.some((line) => !isGiftCard(line.type)) || digital.items.length > 0
  if (!others) return null
  return (
    <div className="shop-notice gift-card-rule">
      <p>
        <strong>{t('title')}</strong> {t('text')}
      </p>
      <div className="gift-card-rule__actions">
        <Link className="btn btn--primary" href={localizedPath('checkout', locale)}>
          {t('finish')}
        </Link>
        <button type="button" className="btn btn--secondary" onClick={cart.clear}>
          {tCart('emptyCart')}
        </button>
      </div>
    </div>
  )
}
