'use client'

import { useTranslations } from 'next-intl'
import { deeper, FocusableHeading, type HeadingLevel } from '@/components/ui/FocusableHeading'
import { TitledSection } from '@/components/ui/TitledSection'
import type { UpsellSuggestion } from '@/domain/checkout/api'
import { Thumbnail, upsellWidth } from '@/components/ui/Thumbnail'

type Props = { upsells: UpsellSuggestion[]; level: HeadingLevel; idPrefix: string }

/** docs/content-model.md#upsell-entry: products that go with what is in the cart, each linking to its page. */
export function UpsellList({ upsells, level, idPrefix }: Props) {
  const t = useTranslations('cart.upsells')
  return (
    <TitledSection className="cart-upsells" headingId={`${idPrefix}-upsells`} level={level} title={t('title')}>
      <ul className="cart-upsells__list">
        {upsells.map((upsell) => (
          <li key={`${upsell.sourceProductCode}-${upsell.productCode}`} className="cart-upsell">
            {upsell.image ? <Thumbnail image={upsell.image} className="cart-upsell__image" shownWidth={upsellWidth} width={160} height={106} /> : null}
            <FocusableHeading level={deeper(level)} className="cart-upsell__title">
              {upsell.pagePath ? <a href={upsell.pagePath}>{upsell.title}</a> : upsell.title}
            </FocusableHeading>
            {upsell.discountPercentage > 0 ? <p className="cart-upsell__discount">{t('discount', { percent: upsell.discountPercentage })}</p> : null}
            {upsell.shortDescription ? <p className="cart-upsell__text">{upsell.shortDescription}</p> : null}
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}
