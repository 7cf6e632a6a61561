'use client'

import { useTranslations } from 'next-intl'
import { useCancellationText } from '@/components/booking/useCancellationText'
import { NumberStepper } from '@/components/booking/NumberStepper'
import { useShopFormat } from '@/components/booking/useShopFormat'
import { Icon } from '@/components/layout/Icon'
import { FocusableHeading, type HeadingLevel } from '@/components/ui/FocusableHeading'
import type { CartLine, PersonName } from '@/domain/cart/cartLine'
import { isPersonBased } from '@/domain/cart/guestNames'
import { cartTypeOf } from '@/domain/catalogue'
import type { UpgradeSuggestion } from '@/domain/checkout/api'
import { helsinkiTime } from '@/domain/helsinki'
import { LineFact, PendingLineFact } from './LineFact'
import { PersonNamesFields } from './PersonNamesFields'
import { Thumbnail } from '@/components/ui/Thumbnail'

type Props = {
  line: CartLine
  titleId: string
  level: HeadingLevel
  editable: boolean
  upgrades: UpgradeSuggestion[]
  onRemove: () => void
  onUpgrade: (suggestion: UpgradeSuggestion) => void
  onNames: (names: PersonName[]) => void
  /** Units of the same purchase shown as this one row (lineGroups.ts); 1 for a line of its own. */
  quantity?: number
  /** Discount of all the row's units together. */
  discountTotal?: number
  /** Changes the row's quantity (editable rows of tickets and activity seats). */
  onQuantity?: (quantity: number) => void
}

/** The most units one row's stepper offers: a ticket's and an activity's own limits are lower still where the day has fewer places. */
const maxQuantity = 20

/**
 * The facts a line read from the cookie gets from its price answer, as far as the cookie tells: a
 * stay's rate and, unless it is non-refundable, its free cancellation; a price not known yet. Their
 * rows are kept empty until the answer comes, so its arrival moves nothing below them.
 */
function rowsToCome(line: CartLine): ('rate' | 'cancellation' | 'price')[] {
  const stay = line.type === cartTypeOf.accommodation
  return [
    ...(stay ? (['rate'] as const) : []),
    ...(stay && line.metadata.variation !== 'nonRefundable' ? (['cancellation'] as const) : []),
    ...(line.price === 0 ? (['price'] as const) : []),
  ]
}

/** One line of the cart: what it is, when, for whom, its price, and what can be done with it. */
export function CartLineItem({ line, titleId, level, editable, upgrades, onRemove, onUpgrade, onNames, quantity = 1, discountTotal, onQuantity }: Props) {
  const t = useTranslations('cart')
  const member = useTranslations('shop.member')
  const format = useShopFormat()
  const cancellationOf = useCancellationText()
  const rateName = useTranslations('shop.stay.ratePlan')
  const { metadata, persons } = line
  // docs/refunds.md#cancellation-policy: the deadline is shown on the cart line.
  const cancellation = cancellationOf(line.cancellation)
  const unavailableId = `${titleId}-unavailable`
  const title = line.title || t('line.untitled')
  const named = line.personNames.filter((p) => p.firstName || p.lastName)
  const pendingRows = line.title || line.unavailable ? [] : rowsToCome(line).map((key) => t(`line.${key}`))
  return (
    <article className={line.unavailable ? 'cart-line cart-line--unavailable' : 'cart-line'} aria-labelledby={titleId}>
      {line.image ? (
        <Thumbnail image={line.image} className="cart-line__image" shownWidth={96} width={96} height={64} />
      ) : !line.title ? (
        // Not yet priced: the image's place is kept too.
        <span className="cart-line__image cart-line__image--pending" aria-hidden="true" />
      ) : null}
      <div className="cart-line__body">
        <FocusableHeading level={level} id={titleId} className="cart-line__title">
          {title}
        </FocusableHeading>
        {line.unavailable ? (
          <p id={unavailableId} className="cart-line__unavailable">
            <Icon name="warning" />
            {t(line.unavailableReason === 'outOfSeason' ? 'line.outOfSeason' : 'line.unavailable')}
          </p>
        ) : null}
        <dl className="cart-line__facts">
          {line.from && line.to ? <LineFact label={t('line.dates')}>{format.dateRange(line.from, line.to)}</LineFact> : null}
          {metadata.dateTime ? <LineFact label={t('line.time')}>{helsinkiTime(new Date(metadata.dateTime))}</LineFact> : null}
          {line.court && !line.unavailable ? <LineFact label={t('line.court')}>{line.court.name}</LineFact> : null}
          {persons ? (
            <LineFact label={t('line.persons')}>
              {t('line.personsValue', {
                adults: persons.numberOfAdults,
                children: persons.numberOfChildrenOlder,
                small: persons.numberOfChildrenYounger,
              })}
            </LineFact>
          ) : null}
          {metadata.recipient ? <LineFact label={t('line.recipient')}>{`${metadata.recipient.name} <${metadata.recipient.email}>`}</LineFact> : null}
          {!editable && named.length > 0 ? <LineFact label={t('names.legend')}>{named.map((p) => `${p.firstName} ${p.lastName}`).join(', ')}</LineFact> : null}
          {pendingRows.map((label) => (
            <PendingLineFact key={label} label={label} />
          ))}
          {line.ratePlan && !line.unavailable ? <LineFact label={t('line.rate')}>{rateName(line.ratePlan)}</LineFact> : null}
          {cancellation && !line.unavailable ? <LineFact label={t('line.cancellation')}>{cancellation}</LineFact> : null}
          {quantity > 1 && !(editable && onQuantity) ? <LineFact label={t('line.quantity')}>{String(quantity)}</LineFact> : null}
          {line.normalPrice ? (
            // docs/shop.md#member-prices: the server priced the line for a signed-in loyalty member.
            <>
              <LineFact label={member('normalPrice')}>{format.price(line.normalPrice * quantity)}</LineFact>
              <LineFact label={member('label')}>
                {format.price(line.price * quantity)}{' '}
                <span className="member-price">{member('saving', { saving: format.price((line.normalPrice - line.price) * quantity) })}</span>
              </LineFact>
            </>
          ) : line.price > 0 ? (
            <LineFact label={t('line.price')}>
              {quantity > 1
                ? t('line.priceTimes', { price: format.price(line.price), quantity, total: format.price(line.price * quantity) })
                : format.price(line.price)}
            </LineFact>
          ) : null}
          {(discountTotal ?? line.discountAmount) > 0 ? (
            <>
              <LineFact label={t('line.discount')}>{`−${format.price(discountTotal ?? line.discountAmount)}`}</LineFact>
              <LineFact label={t('line.priceAfterDiscount')}>{format.price(line.price * quantity - (discountTotal ?? line.discountAmount))}</LineFact>
            </>
          ) : null}
        </dl>
        {line.memberPrice && !line.unavailable ? (
          <p className="member-price member-price--offer">{member('offer', { price: format.price(line.memberPrice) })}</p>
        ) : null}
        {editable && onQuantity && !line.unavailable ? (
          <NumberStepper
            id={`${titleId}-quantity`}
            label={t('line.quantity')}
            accessibleLabel={t('line.quantityOf', { title })}
            value={quantity}
            min={1}
            max={Math.max(quantity, maxQuantity)}
            onChange={onQuantity}
          />
        ) : null}
        {editable && isPersonBased(line.type) && line.personNames.length > 0 ? <PersonNamesFields line={line} idPrefix={titleId} onChange={onNames} /> : null}
        {editable && upgrades.length > 0 ? (
          <ul className="cart-line__upgrades">
            {upgrades.map((suggestion) => (
              <li key={suggestion.productCode}>
                <button type="button" className="btn btn--secondary" onClick={() => onUpgrade(suggestion)}>
                  {t('upgrade.offer', {
                    title: suggestion.title,
                    difference: format.price(suggestion.priceDifference),
                    total: format.price(suggestion.total),
                  })}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {editable ? (
          <button type="button" className="link-button cart-line__remove" aria-describedby={line.unavailable ? unavailableId : undefined} onClick={onRemove}>
            <span aria-hidden="true">{t('line.remove')}</span>
            <span className="visually-hidden">{t('line.removeLabel', { title })}</span>
          </button>
        ) : null}
      </div>
    </article>
  )
}
