'use client'

import { useTranslations } from 'next-intl'
import type { GiftCardDesign } from '@/domain/catalogue'

type Props = { name: string; designs: GiftCardDesign[]; selected: string | null; onSelect: (id: string) => void }

/**
 * The card image the buyer chooses (docs/gift-cards.md#the-printable-card): a radio group of the
 * product's designs, each named by its picture's description, so arrow keys move between them.
 */
export function GiftCardDesigns({ name, designs, selected, onSelect }: Props) {
  const t = useTranslations('shop.giftCard')
  return (
    <fieldset className="card-designs">
      <legend className="field__label">{t('design')}</legend>
      <div className="card-designs__grid">
        {designs.map((design) => (
          <label key={design.id} className="card-design">
            <input
              type="radio"
              className="card-design__input"
              name={name}
              value={design.id}
              checked={selected === design.id}
              onChange={() => onSelect(design.id)}
            />
            <img
              className="card-design__image"
              src={design.image.src}
              alt={design.image.alt}
              width={design.image.width ?? 240}
              height={design.image.height ?? 150}
              loading="lazy"
              decoding="async"
            />
          </label>
        ))}
      </div>
    </fieldset>
  )
}
