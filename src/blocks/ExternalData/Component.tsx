import { getLocale, getTranslations } from 'next-intl/server'
import { Heading } from '@/components/layout/Heading'
import { CategorySection } from '@/components/booking/CategorySection'
import { ProductPage } from '@/components/booking/ProductPage'
import { getCategoryListing, getProductView } from '@/server/catalogue'
import type { Locale } from '@/domain/locale'
import type { BlockProps } from '../RenderBlocks'

type ExternalData = {
  type: string | null
  code: string
  schema?: string
  attributes?: { marketing_name?: string; category_marketing_name?: string; item_layout?: { product?: string } }
}

/**
 * The live part of a product or category page. Pages are cached (ISR), so nothing here reads request
 * headers or cookies: availability, today and the host are the browser's business.
 */
async function ShopBody({ type, code, locale, headingLevel }: { type: string | null; code: string; locale: Locale; headingLevel: 2 | 3 }) {
  try {
    if (type === 'category') {
      const listing = await getCategoryListing(code, locale)
      if (listing) return <CategorySection listing={listing} headingLevel={headingLevel} />
    } else {
      const product = await getProductView(code, locale)
      if (product) return <ProductPage product={product} headingLevel={headingLevel} />
    }
  } catch (error) {
    // A failed catalogue read shows the spec §8 "product currently unavailable" notice, never a broken page.
    console.error(`Shop data for ${code} could not be read`, error)
  }
  const t = await getTranslations('shop')
  return (
    <div className="container">
      <p className="shop-notice" role="note">
        {t('unavailable')}
      </p>
    </div>
  )
}

/** The heading of a product or category page, then its products or booking widget. */
export async function ExternalDataBlock({ block, first }: BlockProps) {
  const b = block as unknown as ExternalData
  const t = await getTranslations('blocks')
  const locale = await getLocale()
  const isCategory = b.type === 'category'
  const attributes = b.attributes ?? {}
  const name = isCategory
    ? (attributes.category_marketing_name ?? attributes.marketing_name)
    : (attributes.marketing_name ?? attributes.category_marketing_name)
  const layout = attributes.item_layout?.product
  return (
    <>
      <section
        className={`block shop-intro shop-intro--${isCategory ? 'category' : 'product'}${layout ? ` shop-intro--${layout}` : ''}`}
        aria-labelledby={`${block.id}-title`}
        data-code={b.code}
      >
        <div className="container">
          <Heading level={first ? 1 : 2} id={`${block.id}-title`} className="shop-intro__title">
            {name || b.code}
          </Heading>
          <p className="shop-intro__meta">
            {isCategory ? t('categoryCode', { code: b.code }) : t('productCode', { code: b.code })}
            {b.schema ? <span className="shop-intro__schema"> · {b.schema}</span> : null}
          </p>
        </div>
      </section>
      <div className={`block shop shop--${isCategory ? 'category' : 'product'}${layout ? ` shop--${layout}` : ''}`}>
        <ShopBody type={b.type} code={b.code} locale={locale} headingLevel={first ? 2 : 3} />
      </div>
    </>
  )
}
