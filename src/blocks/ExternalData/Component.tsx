import { getLocale, getTranslations } from 'next-intl/server'
import { Heading } from '@/components/layout/Heading'
import { CategorySection } from '@/components/booking/CategorySection'
import { ProductPage } from '@/components/booking/ProductPage'
import { getCategoryListing, getProductView } from '@/server/catalogue'
import type { ProductView } from '@/domain/catalogue'
import type { Locale } from '@/domain/locale'
import type { CategoryItemsResponse } from '@/domain/shopApi'
import type { ExternalDataView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

type ShopData = { kind: 'category'; listing: CategoryItemsResponse } | { kind: 'product'; product: ProductView } | null

async function readShopData(type: string | null, code: string, locale: Locale): Promise<ShopData> {
  try {
    if (type === 'category') {
      const listing = await getCategoryListing(code, locale)
      return listing ? { kind: 'category', listing } : null
    }
    const product = await getProductView(code, locale)
    return product ? { kind: 'product', product } : null
  } catch (error) {
    // A failed catalogue read shows the "product currently unavailable" notice (docs/messages.md#shop-and-cart), never a broken page.
    console.error(`Shop data for ${code} could not be read`, error)
    return null
  }
}

/**
 * The heading of a product or category page, then its products or booking widget. Pages are cached
 * (ISR), so nothing here reads request headers or cookies: availability, today and the host are the
 * browser's business.
 */
export async function ExternalDataBlock({ block, first }: BlockProps<ExternalDataView>) {
  const locale = await getLocale()
  const isCategory = block.type === 'category'
  const data = await readShopData(block.type, block.code, locale)
  const { attributes } = block
  const catalogueName = data?.kind === 'category' ? data.listing.name : data?.kind === 'product' ? data.product.marketingName : undefined
  const name = (isCategory ? attributes.category_marketing_name : attributes.marketing_name) || catalogueName || block.code
  const layout = attributes.item_layout?.product
  const headingLevel = first ? 2 : 3
  const t = await getTranslations('shop')
  return (
    <>
      <section
        className={`block shop-intro shop-intro--${isCategory ? 'category' : 'product'}${layout ? ` shop-intro--${layout}` : ''}`}
        aria-labelledby={`${block.id}-title`}
        data-code={block.code}
      >
        <div className="container">
          <Heading level={first ? 1 : 2} id={`${block.id}-title`} className="shop-intro__title">
            {name}
          </Heading>
        </div>
      </section>
      <div className={`block shop shop--${isCategory ? 'category' : 'product'}${layout ? ` shop--${layout}` : ''}`}>
        {data?.kind === 'category' ? <CategorySection listing={data.listing} headingLevel={headingLevel} /> : null}
        {data?.kind === 'product' ? <ProductPage product={data.product} headingLevel={headingLevel} /> : null}
        {data === null ? (
          <div className="container">
            <p className="shop-notice" role="note">
              {t('unavailable')}
            </p>
          </div>
        ) : null}
      </div>
    </>
  )
}
