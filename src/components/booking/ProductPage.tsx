import { fromProduct, linesEvent } from '@/domain/analytics/ecommerce'
import type { ProductView } from '@/domain/catalogue'
import { bookingExtras } from './bookingExtras'
import { clientProduct } from './clientProduct'
import { DataLayerEvent, ProductIsland } from '@/components/islands'
import { islandIntl } from '@/i18n/islandIntl'
import { ProductDescription } from './ProductDescription'
import { ProductFacts } from './ProductFacts'
import { ProductImage } from './ProductImage'
import { shopMessages } from './shopMessages'

/**
 * A product page body: the booking widget first, so a phone shows it right under the title; on a
 * desktop it sits beside the image, description and details (server-rendered) and stays in view.
 */
export async function ProductPage({ product, headingLevel }: { product: ProductView; headingLevel: 2 | 3 }) {
  const intl = await islandIntl(shopMessages)
  return (
    <div className="container product">
      <div className="product__booking">
        <ProductIsland intl={intl} product={clientProduct(product)} extras={bookingExtras(product)} headingLevel={headingLevel} />
      </div>
      <div className="product__main">
        <ProductImage
          image={product.mainImage}
          className="product__image"
          eager
          sizes="(min-width: 1200px) 720px, (min-width: 992px) calc(100vw - 520px), 100vw"
        />
        <div className="product__text">
          <ProductDescription text={product.description} />
          <ProductFacts product={product} />
        </div>
      </div>
      <DataLayerEvent event={linesEvent('view_item', [fromProduct(product)])} />
    </div>
  )
}
