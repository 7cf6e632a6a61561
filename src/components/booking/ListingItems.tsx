'use client'

import { useTranslations } from 'next-intl'
import { useState, type ReactNode } from 'react'
import type { AvailabilityItem } from '@/domain/availability/types'
import type { IsoDate, ProductView } from '@/domain/catalogue'
import { ItemAvailability } from './ItemAvailability'
import type { ListingResults } from './listingResults'
import type { Criteria } from './useCategorySearch'

type Props = {
  id: string
  results: ListingResults<ProductView>
  cards: Record<string, ReactNode>
  availability: ReadonlyMap<string, AvailabilityItem[]> | null
  criteria: Criteria
  party: number | null
  /** Activities: product code -> the next day with a time to book. */
  nextAvailable: ReadonlyMap<string, IsoDate | null>
  onDay: (day: IsoDate) => void
}

/**
 * Once dates are chosen, a stay's price for them replaces the card's "from" price per night (the card
 * is rendered on the server for every visitor, so its line is hidden here rather than rewritten).
 */
const pricedStay = (product: ProductView, availability: Props['availability']) =>
  product.kind === 'accommodation' && !!availability?.get(product.code)?.some((o) => o.type === 'stay' && o.available)

/** The listed products, each a server-rendered card plus its availability; not bookable ones behind a toggle. */
export function ListingItems({ id, results, cards, availability, criteria, party, nextAvailable, onDay }: Props) {
  const t = useTranslations('shop')
  const [showUnavailable, setShowUnavailable] = useState(false)
  const item = (product: ProductView) => (
    <li key={product.code} className="listing-item">
      <article className={pricedStay(product, availability) ? 'product-card product-card--priced' : 'product-card'}>
        {cards[product.code]}
        {availability ? (
          <div className="listing-item__availability">
            <ItemAvailability
              product={product}
              offers={availability.get(product.code) ?? []}
              criteria={criteria}
              party={party}
              nextAvailable={nextAvailable.get(product.code)}
              onDay={onDay}
            />
          </div>
        ) : null}
      </article>
    </li>
  )
  const hiddenId = `${id}-unavailable`
  return (
    <>
      {results.visible.length > 0 ? <ul className="listing__items">{results.visible.map(item)}</ul> : null}
      {results.unavailable.length > 0 ? (
        <div className="listing__unavailable">
          <button
            type="button"
            className="btn btn--secondary"
            aria-expanded={showUnavailable}
            aria-controls={hiddenId}
            onClick={() => setShowUnavailable(!showUnavailable)}
          >
            {t(showUnavailable ? 'hideUnavailable' : 'showUnavailable', { count: results.unavailable.length })}
          </button>
          <ul id={hiddenId} className="listing__items" hidden={!showUnavailable}>
            {results.unavailable.map(item)}
          </ul>
        </div>
      ) : null}
    </>
  )
}
