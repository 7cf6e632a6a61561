'use client'

import { useLocale } from 'next-intl'
import { useCallback, useRef, useState } from 'react'
import type { CalendarNight, IsoMonth } from '@/domain/availability/priceCalendar'
import type { IsoDate, Persons } from '@/domain/catalogue'
import { localeIso } from '@/domain/locale'
import type { PriceCalendarResponse } from '@/domain/priceCalendarApi'
import { ShopRequestError } from './shopClient'

export const priceCalendarPath = '/proxy/vm-view/v2/product/price-calendar'

/** A room type or an accommodation category. */
export type CalendarTarget = { productCode: string } | { categoryCode: string }

export type MonthStatus = 'loading' | 'ready' | 'failed'

/** What a date picker needs of the price calendar. */
export type PriceCalendar = {
  /** Asks for a month once (one call per month, target and party); later calls are answered from memory. */
  want: (month: IsoMonth) => void
  status: (month: IsoMonth) => MonthStatus | undefined
  night: (day: IsoDate) => CalendarNight | undefined
  /** Every night known so far for the current target and party. */
  nights: () => CalendarNight[]
}

export function priceCalendarUrl(target: CalendarTarget, month: IsoMonth, persons: Persons): string {
  const params = new URLSearchParams({
    ...target,
    month,
    adults: String(persons.numberOfAdults),
    children: String(persons.numberOfChildrenOlder),
    small: String(persons.numberOfChildrenYounger),
  })
  return `${priceCalendarPath}?${params.toString()}`
}

type Entry = { status: MonthStatus; days: CalendarNight[] }

/**
 * The price calendar of a target for a party, a month at a time. Answers are kept while the page is
 * open, per target, party and month, so paging back and forth never asks again; a changed party asks anew.
 */
export function usePriceCalendar(target: CalendarTarget | null, persons: Persons): PriceCalendar | null {
  const locale = useLocale()
  const cache = useRef(new Map<string, Entry>())
  const [, setVersion] = useState(0)
  const base = target
    ? `${JSON.stringify(target)}|${persons.numberOfAdults}-${persons.numberOfChildrenOlder}-${persons.numberOfChildrenYounger}|${locale}`
    : null

  const want = useCallback(
    (month: IsoMonth) => {
      if (!target || !base) return
      const key = `${base}|${month}`
      if (cache.current.has(key)) return
      cache.current.set(key, { status: 'loading', days: [] })
      setVersion((v) => v + 1)
      fetch(priceCalendarUrl(target, month, persons), { headers: { 'x-locale': localeIso[locale] } })
        .then(async (response) => {
          if (!response.ok) throw new ShopRequestError(response.status)
          const body = (await response.json()) as PriceCalendarResponse
          cache.current.set(key, { status: 'ready', days: body.days })
        })
        .catch(() => cache.current.set(key, { status: 'failed', days: [] }))
        .finally(() => setVersion((v) => v + 1))
    },
    // `base` names the target and the party; the objects themselves are new on every render.
    [base],
  )

  if (!base) return null
  const entries = () => [...cache.current.entries()].filter(([key]) => key.startsWith(`${base}|`)).map(([, entry]) => entry)
  return {
    want,
    status: (month) => cache.current.get(`${base}|${month}`)?.status,
    night: (day) => cache.current.get(`${base}|${day.slice(0, 7)}`)?.days.find((n) => n.date === day),
    nights: () => entries().flatMap((e) => e.days),
  }
}
