/**
 * Bodies and answers of the storefront's shop calls (docs/api.md):
 * `POST /proxy/vm-view/v2/product/availability` and `POST /proxy/vm-view/v1/category/items`.
 */
import type { AvailabilityItem } from './availability/types'
import type { LineCancellation } from './orders/cancellation'
import type { Filter, IsoDate, Persons, ProductKind, ProductView } from './catalogue'

export type ShopFilter = {
  /** Arrival/departure for stays; a single day (`from` only, or from = to) for slots, courts and tickets. */
  dates?: { from: IsoDate; to?: IsoDate }
  persons?: Persons
  /** Category filter name -> selected option keys. */
  filters?: Record<string, string[]>
  /** Court: duration in minutes as a string; course: a session id. */
  variation?: string
  /** Court code (subresource); honoured only on local or test domains (docs/roles.md#choosing-a-court). */
  subresource?: string
}

export type AvailabilityRequest = {
  productCode: string
  productCodesInCart: string[]
  promotionCode?: string
  filter?: ShopFilter
}

export type AvailabilityResponse = {
  productCode: string
  kind: ProductKind
  /** True for gift cards and education, whose availability is not checked (docs/behaviour.md#availability). */
  skipped: boolean
  /** Each with the cancellation policy it would be sold under (docs/refunds.md#cancellation-policy). */
  items: (AvailabilityItem & { cancellation?: LineCancellation })[]
  /**
   * Activities only: the asked day when it has a start to book, else the first later day that has one
   * (its season, weekdays, closures and free seats counted), null when none is near.
   */
  nextAvailable?: IsoDate | null
}

export type CategoryItemsRequest = { categoryCode: string; filter?: ShopFilter; promotionCode?: string }

/** A product as a category lists it: the catalogue view plus docs/content-model.md#product-and-category `type`/`attributes`, and availability when dates were given. */
export type CategoryItem = ProductView & {
  type: 'product'
  attributes: {
    marketing_name: string
    product_name: string
    product_description_minicart: string
    price: number | null
    tax_class: string
    currency: 'EUR'
    right_of_cancellation: boolean
  } & Record<string, string | number | boolean | null>
  /** Null when the request had no dates (or the kind skips availability). */
  availability: AvailabilityItem[] | null
  /** Activities searched by day: as in AvailabilityResponse. */
  nextAvailable?: IsoDate | null
}

export type CategoryItemsResponse = {
  categoryCode: string
  name: string
  kind: ProductKind | null
  filters: Filter[]
  items: CategoryItem[]
}
