import type { AvailabilityItem } from '@/domain/availability/types'
import type { IsoDate, ProductView } from '@/domain/catalogue'
import type { CategoryItem } from '@/domain/shopApi'

/** A product as category listings show it: docs/content-model.md#product-and-category `type` and `attributes` added to the view. */
export function categoryItem(product: ProductView, availability: AvailabilityItem[] | null, nextAvailable?: IsoDate | null): CategoryItem {
  return {
    ...product,
    type: 'product',
    attributes: {
      marketing_name: product.marketingName,
      product_name: product.name,
      product_description_minicart: product.shortDescription,
      price: product.erpStartingPrice,
      tax_class: product.taxClass,
      currency: product.currency,
      right_of_cancellation: product.kind === 'giftcard',
      ...Object.fromEntries(Object.entries(product.filters).map(([name, values]) => [name, values.join(',')])),
    },
    availability,
    ...(nextAvailable !== undefined ? { nextAvailable } : {}),
  }
}
