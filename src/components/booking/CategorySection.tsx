import { fromProduct, viewItemList } from '@/domain/analytics/ecommerce'
import type { CategoryItemsResponse } from '@/domain/shopApi'
import { bookingExtras } from './bookingExtras'
import { CategoryListing, DataLayerEvent } from '@/components/islands'
import { clientProduct } from './clientProduct'
import { ProductCard } from './ProductCard'
import { islandIntl } from '@/i18n/islandIntl'
import { shopMessages } from './shopMessages'

/** A category page body: server-rendered cards handed to the interactive listing. */
export async function CategorySection({ listing, headingLevel }: { listing: CategoryItemsResponse; headingLevel: 2 | 3 }) {
  const cards = Object.fromEntries(listing.items.map((item) => [item.code, <ProductCard key={item.code} product={item} headingLevel={headingLevel} />]))
  const durations = Object.fromEntries(listing.items.filter((item) => item.kind === 'court').map((item) => [item.code, bookingExtras(item).durations]))
  const intl = await islandIntl(shopMessages)
  return (
    <>
      <DataLayerEvent event={viewItemList({ id: listing.categoryCode, name: listing.name }, listing.items.map(fromProduct))} />
      <CategoryListing
        intl={intl}
        categoryCode={listing.categoryCode}
        kind={listing.kind}
        filters={listing.filters}
        items={listing.items.map(clientProduct)}
        cards={cards}
        durations={durations}
      />
    </>
  )
}
