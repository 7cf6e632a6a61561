import type { Inventory, IsoDate, ProductView } from '../catalogue'
import { compact, type JsonLd } from './jsonLd'
import { availabilityOf, offer, startingPrice } from './offer'

export type ProductPage = { product: ProductView; inventory: Inventory | undefined; url: string; image: string | null; seller: string; today: IsoDate }

/** A product page as a schema.org Product, offered from its lowest price (none without a price). */
export function productLd({ product, inventory, url, image, seller, today }: ProductPage): JsonLd {
  const price = startingPrice(product, inventory)
  return compact({
    '@type': 'Product',
    name: product.marketingName || product.name,
    description: product.shortDescription,
    sku: product.code,
    url,
    image,
    brand: { '@type': 'Brand', name: seller },
    offers: price == null ? undefined : offer(price, url, availabilityOf(inventory, today), { seller: { '@type': 'Organization', name: seller } }),
  })
}
