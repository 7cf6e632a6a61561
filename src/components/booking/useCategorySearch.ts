'use client'

import { useLocale } from 'next-intl'
import { useEffect, useMemo, useState } from 'react'
import type { AvailabilityItem } from '@/domain/availability/types'
import { defaultPersons, personCount, type IsoDate, type Persons, type ProductKind } from '@/domain/catalogue'
import { validatePersons } from '@/domain/persons'
import type { CategoryItemsResponse, ShopFilter } from '@/domain/shopApi'
import { firstNextDay } from './listingResults'
import { fetchCategoryItems } from './shopClient'
import { useLatestRequest } from './useLatestRequest'
import { useSearchPrefill } from './useSearchPrefill'
import { useToday } from './useToday'

/** Kinds whose listing searches by dates or party before showing availability. */
export type DatedKind = 'accommodation' | 'course' | 'activity' | 'ticket'
export const isDatedKind = (kind: ProductKind | null): kind is DatedKind =>
  kind === 'accommodation' || kind === 'course' || kind === 'activity' || kind === 'ticket'

export type Criteria = { from: IsoDate | ''; to: IsoDate | ''; day: IsoDate | ''; persons: Persons }

/** The category-items filter (docs/api.md#shop) for a search, or null while it is incomplete. */
export function categoryFilter(kind: ProductKind | null, c: Criteria, today: IsoDate | null): ShopFilter | null {
  switch (kind) {
    case 'accommodation':
      return c.from && c.to && c.to > c.from && validatePersons(c.persons) === null ? { dates: { from: c.from, to: c.to }, persons: c.persons } : null
    case 'course':
      return today && validatePersons(c.persons) === null ? { dates: { from: today }, persons: c.persons } : null
    case 'activity':
    case 'ticket':
      return c.day ? { dates: { from: c.day, to: c.day }, persons: c.persons } : null
    default:
      return null
  }
}

/** The search above a dated listing and the availability of its items (`vm-view/v1/category/items`). */
export function useCategorySearch(categoryCode: string, kind: ProductKind | null) {
  const locale = useLocale()
  const today = useToday()
  const [criteria, setCriteria] = useState<Criteria>({ from: '', to: '', day: '', persons: defaultPersons(kind ?? 'activity') })
  // The activity day the listing moved to by itself (today had no time left to book); null once the visitor picks one.
  const [movedTo, setMovedTo] = useState<IsoDate | null>(null)
  const [dayChosen, setDayChosen] = useState(false)
  const request = useLatestRequest<CategoryItemsResponse>()
  const { load, reset } = request
  const prefill = useSearchPrefill()

  // A search handed over in the address (the landing page's search) fills the form once.
  useEffect(() => {
    if (!prefill) return
    setCriteria((c) => ({
      ...c,
      ...(prefill.from && prefill.to ? { from: prefill.from, to: prefill.to } : {}),
      ...(prefill.day ? { day: prefill.day } : {}),
      ...(prefill.persons ? { persons: prefill.persons } : {}),
    }))
  }, [prefill])

  useEffect(() => {
    if (today && (kind === 'activity' || kind === 'ticket')) setCriteria((c) => (c.day ? c : { ...c, day: today }))
  }, [today, kind])

  const filter = categoryFilter(kind, criteria, today)
  const filterKey = filter ? JSON.stringify(filter) : ''
  useEffect(() => {
    if (!filterKey) return reset()
    const body = { categoryCode, filter: JSON.parse(filterKey) as ShopFilter }
    void load((signal) => fetchCategoryItems(body, locale, signal))
  }, [filterKey, categoryCode, locale, load, reset])

  const availability = useMemo(() => {
    if (!filterKey || !request.data) return null
    return new Map(request.data.items.map((item): [string, AvailabilityItem[]] => [item.code, item.availability ?? []]))
  }, [filterKey, request.data])
  const nextAvailable = useMemo(
    () =>
      new Map(
        (request.data?.items ?? []).flatMap((item): [string, IsoDate | null][] => (item.nextAvailable !== undefined ? [[item.code, item.nextAvailable]] : [])),
      ),
    [request.data],
  )

  // The activities shop opens on today while some activity still has a time to book today, else on
  // the first day that has one.
  const next = kind === 'activity' && !dayChosen && today && criteria.day === today && !request.loading ? firstNextDay(request.data, today) : null
  useEffect(() => {
    if (!next) return
    setMovedTo(next)
    setCriteria((c) => ({ ...c, day: next }))
  }, [next])

  const update = (patch: Partial<Criteria>) => {
    if (patch.day !== undefined) {
      setDayChosen(true)
      setMovedTo(null)
    }
    setCriteria((c) => ({ ...c, ...patch }))
  }
  const party = kind === 'accommodation' || kind === 'course' ? personCount(criteria.persons) : null
  return { today, criteria, update, availability, nextAvailable, movedTo, party, loading: request.loading, failed: request.failed }
}
