/** The answer of `GET /proxy/vm-view/v2/product/price-calendar` (docs/api.md#shop). */
import type { CalendarNight, IsoMonth } from './availability/priceCalendar'
import type { Persons } from './catalogue'

export type PriceCalendarResponse = {
  /** The room type asked about, or null for a category. */
  productCode: string | null
  categoryCode: string | null
  month: IsoMonth
  persons: Persons
  /** Every night of the month, first to last. */
  days: CalendarNight[]
}
