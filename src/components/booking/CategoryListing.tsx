'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useMemo, useState, type ReactNode } from 'react'
import { maxCapacity, type Filter, type ProductKind, type ProductView } from '@/domain/catalogue'
import { applyCategoryFilters, parsePriceBound, priceBounds, resetFilters, type CategoryFilterState } from '@/domain/categoryFilters'
import { formatFinnishDate } from '@/domain/helsinki'
import { FilterPanel } from './FilterPanel'
import { ListingItems } from './ListingItems'
import { ListingSearch } from './ListingSearch'
import { listingResults } from './listingResults'
import { centsToInput } from './priceInput'
import { RequestStatus } from './RequestStatus'
import { SportPicker } from './SportPicker'
import { isDatedKind, useCategorySearch } from './useCategorySearch'
import { markupDay } from './useToday'
import { withIntl } from '@/components/ui/IntlIsland'

type Props = {
  categoryCode: string
  kind: ProductKind | null
  filters: Filter[]
  items: ProductView[]
  /** Server-rendered cards by product code. */
  cards: Record<string, ReactNode>
  durations: Record<string, number[]>
}

/** A category listing: the search of its kind, filters, the result count and the items with availability. */
export function CategoryListing({ categoryCode, kind, filters, items, cards, durations }: Props) {
  const t = useTranslations('shop')
  const locale = useLocale()
  const id = `listing-${categoryCode}`
  const counting = filters.filter((filter) => kind !== 'accommodation' || filter.equipment)
  const bounds = useMemo(() => priceBounds(items), [items])
  const priceStart = bounds.min !== null ? { min: centsToInput(bounds.min, locale), max: centsToInput(bounds.max, locale) } : null
  const [state, setState] = useState<CategoryFilterState>(() => ({ ...resetFilters(), price: bounds }))
  const [resetKey, setResetKey] = useState(0)
  const search = useCategorySearch(categoryCode, kind)
  const dated = isDatedKind(kind)

  const filtered = applyCategoryFilters(items, filters, state, kind)
  const results = listingResults(filtered, dated ? search.availability : null, kind, search.party)
  const largest = Math.max(0, ...items.map((item) => item.capacity ?? 0)) || maxCapacity

  return (
    <div className="container listing">
      {isDatedKind(kind) ? (
        <ListingSearch id={id} categoryCode={categoryCode} kind={kind} today={search.today ?? markupDay} criteria={search.criteria} update={search.update} />
      ) : null}
      {kind === 'court' ? <SportPicker id={id} sports={items} durations={durations} /> : null}
      {counting.length > 0 || priceStart ? (
        <FilterPanel
          id={`${id}-filters`}
          filters={counting}
          state={state}
          priceStart={priceStart}
          resetKey={resetKey}
          onChange={setState}
          onPrice={(text) => setState((s) => ({ ...s, price: { min: parsePriceBound(text.min), max: parsePriceBound(text.max) } }))}
          onReset={() => {
            setState({ ...resetFilters(), price: bounds })
            setResetKey((k) => k + 1)
          }}
        />
      ) : null}
      <div className="listing__results" aria-busy={search.loading}>
        <p role="status" className="listing__count">
          {t('resultCount', { count: results.visible.length })}
        </p>
        <RequestStatus loading={search.loading} failed={search.failed} />
        {kind === 'accommodation' && !search.availability ? <p className="field__hint">{t('stay.chooseDatesListing')}</p> : null}
        {search.movedTo ? <p className="field__hint">{t('activity.movedToNext', { date: formatFinnishDate(search.movedTo) })}</p> : null}
        {results.noResults ? <p className="shop-notice">{t(`noResults.${results.noResults}`, { max: largest })}</p> : null}
        <ListingItems
          id={id}
          results={results}
          cards={cards}
          availability={dated ? search.availability : null}
          criteria={search.criteria}
          party={search.party}
          nextAvailable={search.nextAvailable}
          onDay={(day) => search.update({ day })}
        />
      </div>
    </div>
  )
}

/** The island the content page renders (src/components/islands.tsx), with its texts. */
export const CategoryListingIsland = withIntl(CategoryListing)
