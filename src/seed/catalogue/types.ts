/**
 * The demo catalogue as the seed reads it. Texts are `Loc` (fi, en, sv); images are keys of
 * `src/seed/images.ts`; money is integer cents; days are `YYYY-MM-DD`, times `HH:mm` (Helsinki).
 * Dated inventory is written relative to the seed day (`dayOffset` 0 = the day the seed runs) so the
 * demo always has a future to sell.
 */
import type { AgeGroup, RatePlanCode, Weekday } from '@/domain/catalogue'
import type { Loc } from '../content/types'

export type SeedTaxClass = { code: string; name: string; rates: { validFrom: string; basisPoints: number }[] }

export type SeedFilter = {
  name: string
  label: Loc
  dataType: 'choice' | 'number'
  equipment?: boolean
  options: { key: string; label: Loc; primary?: boolean; secondary?: boolean }[]
}

export type SeedCategory = {
  code: string
  name: Loc
  description: Loc
  kind: 'accommodation' | 'course' | 'activity' | 'court' | 'ticket' | 'giftcard' | 'education'
  filters: SeedFilter[]
  /** Seed key of the content page that shows this category, if any (see content/pages.ts). */
  pageKey?: string
}

type SeedProductBase = {
  code: string
  name: Loc
  marketingName: Loc
  shortDescription: Loc
  /** Light markdown like content texts: paragraphs, `- ` bullets, `**bold**`. */
  description: Loc
  image: string
  images?: string[]
  categories: string[]
  taxClass: string
  /** Filter name -> option keys, or a number as a string for number filters. */
  filters?: Record<string, string[]>
  /** Seed key of an existing content page for this product; without it the seed creates a product page
   * at `<first category's page path>/<slug>`. */
  pageKey?: string
  /** Last path segment of the generated product page, per language (lowercase, hyphens). */
  slug: Loc
}

export type SeedAccommodation = SeedProductBase & {
  kind: 'accommodation'
  capacity: number
  checkIn: string
  checkOut: string
  onlineCheckIn: boolean
  meals: Loc
  sleepingType: Loc
  amenities: Loc[]
  ratePlans: { code: RatePlanCode; pricePercent: number; cancelDaysBefore?: number }[]
  /** Nightly price per season; the seed repeats the pattern for the next 12 months. */
  seasons: { months: number[]; nightly: number; weekendNightly?: number; minNights: number }[]
  units: { code: string; capacity?: number }[]
}

/**
 * When a product is sold: summer June–August, winter December–March, the snow-free months May–October
 * (a hike, listed under the summer filter), or all year.
 */
export type SeedSeason = 'summer' | 'winter' | 'snowFree' | 'allYear'

export type SeedCourse = SeedProductBase & {
  kind: 'course'
  /** The weekday every session starts on (a weekend course on Saturday); the seed moves a session's day forward to it. */
  startsOn: Weekday
  /** A course of one season (skiing): sessions that would fall outside it move on to its next start. */
  season?: SeedSeason
  programme: Loc
  meals: Loc
  accommodation: Loc
  sessions: { dayOffset: number; days: number; places: number; price: number; soldOut?: boolean }[]
}

export type SeedActivity = SeedProductBase & {
  kind: 'activity'
  /** The schedule runs in this season only (the listing's season filter; snow-free ones list as summer). */
  season: SeedSeason
  price: number
  durationMinutes: number
  places: number
  days: Weekday[]
  startTimes: string[]
}

export type SeedCourtSport = SeedProductBase & {
  kind: 'court'
  assortmentCode: string
  sport: Loc
  hourlyPrice: number
  durations: number[]
  opening: { days: Weekday[]; opens: string; closes: string }[]
  courts: { code: string; name: Loc }[]
}

export type SeedTicket = SeedProductBase & {
  kind: 'ticket'
  ageGroup: AgeGroup
  price: number
  pool: string
  dailyCapacity: number
  opening: { days: Weekday[]; opens: string; closes: string }[]
}

export type SeedGiftCard = SeedProductBase & {
  kind: 'giftcard'
  values: number[]
  openValue?: { min: number; max: number }
  validityMonths: number
  /** The pictures a buyer chooses from for the PDF card: an image key and what it shows. */
  designs: { image: string; name: Loc }[]
}

export type SeedEducation = SeedProductBase & {
  kind: 'education'
  price: number
  applicationFromOffset: number
  applicationToOffset: number
  length: Loc
  competencePoints: number
  degreeTitle: Loc
  contact: Loc
  startTime: Loc
  implementation: Loc
  periods: { code: string; name: Loc; price: number }[]
}

/**
 * An undated digital ticket, series card or pass (the second cart shape). A series card includes
 * N × a single ticket, a combined pass one of each member; `upsells` suggest series cards for a ticket.
 */
export type SeedPass = SeedProductBase & {
  kind: 'pass'
  price: number
  bundleMembers?: { amount: number; code: string }[]
  showUpsell?: boolean
  upsells?: { code: string; discountPercentage: number }[]
}

export type SeedProduct = SeedAccommodation | SeedCourse | SeedActivity | SeedCourtSport | SeedTicket | SeedGiftCard | SeedEducation | SeedPass

/** A closure staff made: fixed days (they match the announcements in the demo texts), reason per language. */
export type SeedClosure = {
  name: string
  from: string
  to: string
  reason: Loc
  products?: string[]
  units?: string[]
  courts?: string[]
  pools?: string[]
}
