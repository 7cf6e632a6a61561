'use client'

import { useTranslations } from 'next-intl'
import type { UpsellSuggestion } from '@/domain/checkout/api'
import { CartHeading, deeper, type HeadingLevel } from './CartHeading'

type Props = { upsells: UpsellSuggestion[]; level: HeadingLevel; idPrefix: string }

/** Spec §3 "Upsell entry": products that go with what is in the cart, each linking to its page. */
export function UpsellList({ upsells, level, idPrefix }: Props) {
  const t = useTranslations('cart.upsells')
  const headingId = `${idPrefix}-upsells`
  return (
    <section className="cart-upsells" aria-labelledby={headingId}>
      <CartHeading level={level} id={headingId} className="cart-upsells__title">
        {t('title')}
      </CartHeading>
      <ul className="cart-upsells__list">
        {upsells.map((upsell) => (
          <li key={`${upsell.sourceProductCode}-${upsell.productCode}`} className="cart-upsell">
            {upsell.image ? (
              <img className="cart-upsell__image" src={upsell.image.src} alt="" width={160} height={106} loading="lazy" decoding="async" />
            ) : null}
            <CartHeading level={deeper(level)} className="cart-upsell__title">
              {upsell.pagePath ? <a href={upsell.pagePath}>{upsell.title}</a> : upsell.title}
            </CartHeading>
            {upsell.discountPercentage > 0 ? <p className="cart-upsell__discount">{t('discount', { percent: upsell.discountPercentage })}</p> : null}
            {upsell.shortDescription ? <p className="cart-upsell__text">{upsell.shortDescription}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
