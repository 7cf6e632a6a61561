/**
 * Turns a seed product into the Payload `products` data of one language. Dated inventory is laid out
 * from the seed day: seasons month by month for the next 12 months, course sessions and activity
 * schedules from their day offsets.
 */
import type { Locale } from '@/domain/locale'
import type { IsoDate, Weekday } from '@/domain/catalogue'
import { addDays, weekdayOf } from '@/domain/helsinki'
import { demoTerms } from './terms'
import type { SeedProduct, SeedSeason } from './types'

const seasonMonths: Record<Exclude<SeedSeason, 'allYear'>, number[]> = { summer: [6, 7, 8], winter: [12, 1, 2, 3], snowFree: [5, 6, 7, 8, 9, 10] }
const inSeason = (season: SeedSeason, day: IsoDate) => season === 'allYear' || seasonMonths[season].includes(Number(day.slice(5, 7)))

/**
 * The periods of a season from the seed day for `days` days, each first and last day inclusive: the
 * activity schedules' validity, so a summer tour is not sold in November.
 */
export function seasonWindows(season: SeedSeason, today: IsoDate, days = 365): { from: IsoDate; to: IsoDate }[] {
  const windows: { from: IsoDate; to: IsoDate }[] = []
  for (let i = 0; i <= days; i++) {
    const day = addDays(today, i)
    if (!inSeason(season, day)) continue
    const last = windows.at(-1)
    if (last && last.to === addDays(day, -1)) last.to = day
    else windows.push({ from: day, to: day })
  }
  return windows
}

/**
 * The first day of a course session: `dayOffset` days from the seed day, moved forward into the
 * course's season and on to its weekday of start (a weekend course starts on a Saturday).
 */
export function sessionStart(today: IsoDate, dayOffset: number, { startsOn, season = 'allYear' }: { startsOn: Weekday; season?: SeedSeason }): IsoDate {
  let day = addDays(today, dayOffset)
  while (!inSeason(season, day)) day = addDays(day, 1)
  while (weekdayOf(day) !== startsOn) day = addDays(day, 1)
  return day
}

const monthStart = (day: string, plus: number) => {
  const [y, m] = day.split('-').map(Number) as [number, number]
  const d = new Date(Date.UTC(y, m - 1 + plus, 1))
  return d.toISOString().slice(0, 10)
}

/** One season row per calendar month, from the seed day's month for 13 months. */
export function monthlySeasons(seasons: { months: number[]; nightly: number; weekendNightly?: number; minNights: number }[], today: string) {
  const rows = []
  for (let i = 0; i <= 12; i++) {
    const from = monthStart(today, i)
    const month = Number(from.slice(5, 7))
    const season = seasons.find((s) => s.months.includes(month))
    if (!season) continue
    rows.push({
      from,
      to: addDays(monthStart(today, i + 1), -1),
      nightly: season.nightly,
      weekendNightly: season.weekendNightly ?? null,
      minNights: season.minNights,
    })
  }
  return rows
}

/** The "from" price on cards. */
export function startingPrice(p: SeedProduct): number {
  switch (p.kind) {
    case 'accommodation':
      return Math.min(...p.seasons.map((s) => s.nightly))
    case 'course':
      return Math.min(...p.sessions.map((s) => s.price))
    case 'activity':
    case 'ticket':
    case 'pass':
      return p.price
    case 'court':
      return Math.round((p.hourlyPrice * Math.min(...p.durations)) / 60)
    case 'giftcard':
      return Math.min(...p.values, ...(p.openValue ? [p.openValue.min] : []))
    case 'education':
      return p.price
  }
}

/** The media id of an image key; the seed creates every image before the products. */
export type MediaIdOf = (key: string) => number

export function kindData(p: SeedProduct, locale: Locale, today: string, mediaId: MediaIdOf): Record<string, unknown> {
  switch (p.kind) {
    case 'accommodation':
      return {
        accommodation: {
          capacity: p.capacity,
          checkIn: p.checkIn,
          checkOut: p.checkOut,
          onlineCheckIn: p.onlineCheckIn,
          meals: p.meals[locale],
          sleepingType: p.sleepingType[locale],
          amenities: p.amenities.map((a) => ({ label: a[locale] })),
          ratePlans: p.ratePlans,
          seasons: monthlySeasons(p.seasons, today),
        },
      }
    case 'course':
      return {
        course: {
          programme: p.programme[locale],
          meals: p.meals[locale],
          accommodation: p.accommodation[locale],
          sessions: p.sessions.map((s) => {
            const from = sessionStart(today, s.dayOffset, p)
            return { from, to: addDays(from, s.days - 1), places: s.places, price: s.price }
          }),
          cancelDaysBefore: demoTerms.courseCancelDaysBefore,
        },
      }
    case 'activity':
      return {
        activity: {
          price: p.price,
          durationMinutes: p.durationMinutes,
          cancelHoursBefore: demoTerms.activityCancelHoursBefore,
          schedules: seasonWindows(p.season, today).map((w) => ({
            validFrom: w.from,
            validTo: w.to,
            places: p.places,
            days: p.days,
            startTimes: p.startTimes.join(', '),
          })),
        },
      }
    case 'court':
      return {
        court: {
          assortmentCode: p.assortmentCode,
          sport: p.sport[locale],
          hourlyPrice: p.hourlyPrice,
          cancelHoursBefore: demoTerms.courtCancelHoursBefore,
          durations: p.durations.map(String),
          stepMinutes: 30,
          openingHours: p.opening,
          courts: p.courts.map((c) => ({ code: c.code, name: c.name[locale] })),
        },
      }
    case 'ticket':
      return { ticket: { ageGroup: p.ageGroup, price: p.price, pool: p.pool, dailyCapacity: p.dailyCapacity, openingHours: p.opening } }
    case 'giftcard':
      return {
        giftcard: {
          values: p.values.map((value) => ({ value })),
          validityMonths: p.validityMonths,
          designs: p.designs.map((d) => ({ image: mediaId(d.image), name: d.name[locale] })),
          openValue: Boolean(p.openValue),
          openMin: p.openValue?.min,
          openMax: p.openValue?.max,
        },
      }
    case 'education':
      return {
        education: {
          price: p.price,
          applicationFrom: addDays(today, p.applicationFromOffset),
          applicationTo: addDays(today, p.applicationToOffset),
          competencePoints: p.competencePoints,
          length: p.length[locale],
          degreeTitle: p.degreeTitle[locale],
          contact: p.contact[locale],
          startTime: p.startTime[locale],
          implementation: p.implementation[locale],
          periods: p.periods.map((r) => ({ code: r.code, name: r.name[locale], price: r.price })),
        },
      }
    case 'pass':
      return { pass: { price: p.price }, showUpsell: p.showUpsell ?? false }
  }
}

/**
 * Array rows keep their identity across languages only when the update names their ids: copies the
 * ids of `saved` (the document as created) onto the rows of `data`, at any depth.
 */
export function withRowIds(data: unknown, saved: unknown): unknown {
  if (Array.isArray(data)) {
    const rows = Array.isArray(saved) ? saved : []
    return data.map((row, i) => {
      const match = rows[i] as { id?: unknown } | undefined
      const merged = withRowIds(row, match)
      return merged && typeof merged === 'object' && match?.id !== undefined ? { ...merged, id: match.id } : merged
    })
  }
  if (data && typeof data === 'object') {
    const s = (saved && typeof saved === 'object' ? saved : {}) as Record<string, unknown>
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, withRowIds(v, s[k])]))
  }
  return data
}
