'use client'

import { useLocale, useTranslations } from 'next-intl'
import { deeper, FocusableHeading, type HeadingLevel } from '@/components/ui/FocusableHeading'
import { TitledSection } from '@/components/ui/TitledSection'
import type { UpsellProduct } from '@/domain/checkout/digitalCartApi'
import { formatPrice } from '@/domain/money'
import { IncludesText } from './IncludesText'
import { Thumbnail, upsellWidth } from '@/components/ui/Thumbnail'

type Props = { upsells: UpsellProduct[]; level: HeadingLevel; idPrefix: string; onAdd: (upsell: UpsellProduct) => void }

/** docs/content-model.md#upsell-entry for an item: the series cards and passes it suggests, each addable here. */
export function DigitalUpsells({ upsells, level, idPrefix, onAdd }: Props) {
  const t = useTranslations('digitalCart')
  const locale = useLocale()
  return (
    <TitledSection className="cart-upsells" headingId={`${idPrefix}-upsells`} level={level} title={t('upsells.title')}>
      <ul className="cart-upsells__list">
        {upsells.map(({ product, discountPercentage }, index) => (
          <li key={product.code} className="cart-upsell">
            {product.image ? <Thumbnail image={product.image} className="cart-upsell__image" shownWidth={upsellWidth} width={160} height={106} /> : null}
            <FocusableHeading level={deeper(level)} className="cart-upsell__title">
              {product.pagePath ? <a href={product.pagePath}>{product.name}</a> : product.name}
            </FocusableHeading>
            <IncludesText code={product.code} includes={product.includes} className="cart-upsell__text" />
            <p className="cart-upsell__text">{formatPrice(product.price, locale)}</p>
            {discountPercentage > 0 ? <p className="cart-upsell__discount">{t('upsells.discount', { percent: discountPercentage })}</p> : null}
            <button type="button" className="btn btn--secondary" onClick={() => onAdd(upsells[index]!)}>
              <span aria-hidden="true">{t('add')}</span>
              <span className="visually-hidden">{t('upsells.add', { name: product.name })}</span>
            </button>
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}
