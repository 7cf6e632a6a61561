/**
 * The catalogue as the availability engine, the storefront API and the shop pages see it.
 * Money is integer cents; days are Helsinki calendar days as `YYYY-MM-DD`; wall-clock times are
 * Helsinki `HH:mm`; instants are UTC ISO strings.
 */
import type { Locale } from './locale'

import type { Agreement } from './homeowner/contract'
import type { MemberPrice } from './pricing/memberPrice'

export type Cents = number
/** A Helsinki calendar day, `YYYY-MM-DD`. */
export type IsoDate = string
/** A Helsinki wall-clock time, `HH:mm`. */
export type LocalTime = string

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof weekdays)[number]

export const productKinds = ['accommodation', 'course', 'activity', 'court', 'ticket', 'giftcard', 'education', 'pass'] as const
export type ProductKind = (typeof productKinds)[number]

/** What a product's "from" price is counted per: a night of a stay, a person on a course or activity, a visit (court booking, swimming ticket), or the item itself. */
export type PricePer = 'night' | 'person' | 'visit' | 'item'
export const startingPricePer: Record<ProductKind, PricePer> = {
  accommodation: 'night',
  course: 'person',
  activity: 'person',
  court: 'visit',
  ticket: 'visit',
  pass: 'item',
  giftcard: 'item',
  education: 'item',
}

/** docs/content-model.md#product-and-category `classification` of each kind. */
export const classificationOf: Record<ProductKind, string> = {
  accommodation: 'Accommodation',
  course: 'Course',
  activity: 'Activity',
  court: 'Active_hours',
  ticket: 'Activity',
  giftcard: 'giftcard',
  education: 'Education',
  pass: 'Activity',
}

/** docs/content-model.md#cart-line, docs/behaviour.md#cart line `type`: giftcard, Activity, active-hours-product and Education_purchase start valid. */
export const cartTypeOf: Record<ProductKind, string> = {
  accommodation: 'Accommodation',
  course: 'Course',
  activity: 'Activity',
  court: 'active-hours-product',
  ticket: 'Activity',
  giftcard: 'giftcard',
  education: 'Education_purchase',
  pass: 'Activity',
}

/** docs/behaviour.md#availability: skipped for gift cards, education and passes (undated: used on any open day). */
export const availabilitySkipped = (kind: ProductKind) => kind === 'giftcard' || kind === 'education' || kind === 'pass'

export type Persons = { numberOfAdults: number; numberOfChildrenOlder: number; numberOfChildrenYounger: number }

/** docs/behaviour.md#default-persons. */
export const defaultPersons = (kind: ProductKind): Persons =>
  kind === 'accommodation'
    ? { numberOfAdults: 2, numberOfChildrenOlder: 0, numberOfChildrenYounger: 0 }
    : { numberOfAdults: 1, numberOfChildrenOlder: 0, numberOfChildrenYounger: 0 }

export const personCount = (p: Persons) => p.numberOfAdults + p.numberOfChildrenOlder + p.numberOfChildrenYounger

/** docs/limits.md#persons-and-capacity lodging capacity. */
export const maxCapacity = 12

export type TaxRate = { validFrom: IsoDate; basisPoints: number }
export type TaxClass = { code: string; rates: TaxRate[] }

export type OpeningHours = { days: Weekday[]; opens: LocalTime; closes: LocalTime }[]

export const ratePlanCodes = ['freeCancellation', 'nonRefundable'] as const
export type RatePlanCode = (typeof ratePlanCodes)[number]
/** `cancelDaysBefore`: a free-cancellation rate may be cancelled online until that many days before arrival (docs/refunds.md#cancellation-policy). */
export type RatePlan = { code: RatePlanCode; pricePercent: number; cancelDaysBefore?: number | null }
/** Nightly price for the nights `from`..`to`, both inclusive; Friday and Saturday nights may cost more. */
export type SeasonPrice = { from: IsoDate; to: IsoDate; nightly: Cents; weekendNightly?: Cents | null; minNights: number }

/**
 * A unit of a room type. `ownerAgreement` is there only for a privately owned unit: the shop may sell
 * it only on nights its brokerage agreement covers (null: none), and only those no owner row blocks
 * (docs/homeowner.md#nights-in-the-allocation-table).
 */
export type Unit = { id: string; code: string; capacity: number; ownerAgreement?: Agreement | null }

/**
 * Days staff closed a product, or some of its units or courts, with the reason visitors read (in the
 * catalogue's language). Whole Helsinki days, `from` and `to` both closed.
 */
export type ClosedPeriod = {
  from: IsoDate
  to: IsoDate
  reason: string
  /** The unit or court ids closed; null closes everything the product sells. */
  only: string[] | null
}

export type AccommodationInventory = {
  kind: 'accommodation'
  capacity: number
  units: Unit[]
  seasons: SeasonPrice[]
  ratePlans: RatePlan[]
  closed: ClosedPeriod[]
}
export type CourseSession = { id: string; from: IsoDate; to: IsoDate; places: number; price: Cents }
/** `cancelDaysBefore` / `cancelHoursBefore`: the product's online cancellation rule; null: none (docs/refunds.md#cancellation-policy). */
export type CourseInventory = { kind: 'course'; sessions: CourseSession[]; closed: ClosedPeriod[]; cancelDaysBefore?: number | null }
export type ActivitySchedule = {
  validFrom: IsoDate
  validTo: IsoDate
  days: Weekday[]
  startTimes: LocalTime[]
  durationMinutes: number
  places: number
}
export type ActivityInventory = { kind: 'activity'; schedules: ActivitySchedule[]; price: Cents; closed: ClosedPeriod[]; cancelHoursBefore?: number | null }
export type Court = { id: string; code: string; name: string }
export type CourtInventory = {
  kind: 'court'
  courts: Court[]
  openingHours: OpeningHours
  durations: number[]
  stepMinutes: number
  hourlyPrice: Cents
  closed: ClosedPeriod[]
  cancelHoursBefore?: number | null
}
export type AgeGroup = 'adult' | 'child' | 'smallChild'
export type TicketInventory = {
  kind: 'ticket'
  ageGroup: AgeGroup
  pool: string
  dailyCapacity: number
  openingHours: OpeningHours
  price: Cents
  closed: ClosedPeriod[]
}
/** `validityMonths`: how long a card issued today is valid; `designs`: the card images a buyer chooses from. */
export type GiftCardInventory = {
  kind: 'giftcard'
  values: Cents[]
  openValue: { min: Cents; max: Cents } | null
  validityMonths: number
  designs: GiftCardDesign[]
}
/** `mediaId`: the uploaded image, which the issued card keeps for its PDF. */
export type GiftCardDesign = { id: string; mediaId: number; image: Image }
export type EducationInventory = {
  kind: 'education'
  price: Cents
  applicationFrom: IsoDate
  applicationTo: IsoDate
  periods: { code: string; name: string; price: Cents }[]
}

/** Undated digital tickets, series cards and passes (the second cart shape, docs/content-model.md#the-pass-cart): a fixed price, no stock. */
export type PassInventory = { kind: 'pass'; price: Cents }

export type Inventory =
  AccommodationInventory | CourseInventory | ActivityInventory | CourtInventory | TicketInventory | GiftCardInventory | EducationInventory | PassInventory

/** `srcSet`: the same picture in the smaller widths the CMS made, for the browser to choose from. */
export type Image = { src: string; alt: string; width?: number; height?: number; srcSet?: string }

/** A filter of a category (docs/content-model.md#filter). `equipment` filters are the ones that count for accommodation. */
export type FilterOption = { key: string; label: string; primary: boolean; secondary: boolean }
export type Filter = {
  name: string
  label: string
  dataType: 'choice' | 'number'
  equipment: boolean
  options: FilterOption[]
  selectedOptions: string[]
}

/** Texts shown on a product page, already in the request's language. */
export type ProductDetails = {
  /** What a guest should bring along, as staff wrote it (shown on the confirmation). */
  whatToBring?: string
  checkIn?: LocalTime
  checkOut?: LocalTime
  onlineCheckIn?: boolean
  meals?: string
  sleepingType?: string
  amenities?: string[]
  programme?: string
  accommodation?: string
  durationMinutes?: number
  sport?: string
  ageGroup?: AgeGroup
  applicationPeriod?: { from: IsoDate; to: IsoDate }
  length?: string
  competencePoints?: number
  degreeTitle?: string
  contact?: string
  startTime?: string
  implementation?: string
  cancellation?: string
  /** Court: the durations sold and the courts (subresources). */
  durations?: number[]
  courts?: { code: string; name: string }[]
  /** Gift card: the fixed values and the open-value range. */
  giftCardValues?: Cents[]
  openValue?: { min: Cents; max: Cents } | null
  validityMonths?: number
  designs?: GiftCardDesign[]
  /** Education: the price of the whole and the periods that can be paid in parts. */
  price?: Cents
  periods?: { code: string; name: string; price: Cents }[]
}

/** A product in one language: what cards, product pages and cart lines are built from. */
export type ProductView = {
  code: string
  kind: ProductKind
  classification: string
  schema: string
  name: string
  marketingName: string
  shortDescription: string
  description: string
  mainImage: Image | null
  images: Image[]
  erpStartingPrice: Cents | null
  unitPrice: Cents | null
  taxClass: string
  taxBasisPoints: number
  currency: 'EUR'
  pagePath: string | null
  assortmentCode: string | null
  categories: string[]
  /** Filter name -> option keys (choice) or a number as a string (number filters). */
  filters: Record<string, string[]>
  capacity: number | null
  details: ProductDetails
  bundleMembers: { amount: number; productCode: string }[]
  showUpsell: boolean
  /** What loyalty members pay (docs/shop.md#member-prices); absent or null: the normal price. */
  memberPrice?: MemberPrice | null
}

export type CategoryView = {
  code: string
  name: string
  description: string
  kind: ProductKind | null
  filters: Filter[]
  productCodes: string[]
  locale: Locale
}
