import { getTranslations } from 'next-intl/server'
import { Heading } from '@/components/layout/Heading'
import type { BlockProps } from '../RenderBlocks'

type ExternalData = {
  type: string | null
  code: string
  schema?: string
  attributes?: { marketing_name?: string; category_marketing_name?: string; item_layout?: { product?: string } }
}

/** The heading of a product or category page; the live shop data is added by the shop features. */
export async function ExternalDataBlock({ block, first }: BlockProps) {
  const b = block as unknown as ExternalData
  const t = await getTranslations('blocks')
  const isCategory = b.type === 'category'
  const attributes = b.attributes ?? {}
  const name = isCategory
    ? (attributes.category_marketing_name ?? attributes.marketing_name)
    : (attributes.marketing_name ?? attributes.category_marketing_name)
  const layout = attributes.item_layout?.product
  return (
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
  )
}
