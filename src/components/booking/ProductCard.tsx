import { getLocale, getTranslations } from 'next-intl/server'
import { startingPricePer, type ProductView } from '@/domain/catalogue'
import { formatPrice } from '@/domain/money'
import { memberPriceOf } from '@/domain/pricing/memberPrice'
import { CardMemberPrice } from '@/components/member/CardMemberPrice'
import { ProductFacts } from './ProductFacts'
import { ProductImage } from './ProductImage'

/** A product in a category listing (server-rendered): image, name, short description, "from" price and what it is per, the member's, details. */
export async function ProductCard({ product, headingLevel }: { product: ProductView; headingLevel: 2 | 3 }) {
  const t = await getTranslations('shop')
  const locale = await getLocale()
  const Heading = `h${headingLevel}` as 'h2' | 'h3'
  const name = product.marketingName || product.name
  const memberFrom = product.erpStartingPrice ? memberPriceOf(product.memberPrice, product.unitPrice, product.erpStartingPrice) : null
  const memberPrice = memberFrom === null ? '' : formatPrice(memberFrom, locale)
  return (
    <div className="product-card__body">
      <ProductImage image={product.mainImage} className="product-card__image" sizes="(min-width: 992px) 420px, (min-width: 640px) 50vw, 100vw" />
      <div className="product-card__text">
        <Heading className="product-card__title">{product.pagePath ? <a href={product.pagePath}>{name}</a> : name}</Heading>
        {product.shortDescription ? <p className="product-card__summary">{product.shortDescription}</p> : null}
        {product.erpStartingPrice !== null ? (
          <p className="product-card__price">
            {product.erpStartingPrice === 0
              ? t('facts.free')
              : t(`priceFromPer.${startingPricePer[product.kind]}`, { price: formatPrice(product.erpStartingPrice, locale) })}
          </p>
        ) : null}
        {memberFrom !== null ? (
          <CardMemberPrice memberText={t('member.priceFrom', { price: memberPrice })} offerText={t('member.offerFrom', { price: memberPrice })} />
        ) : null}
        <ProductFacts product={product} compact />
      </div>
    </div>
  )
}
