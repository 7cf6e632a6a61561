import 'server-only'
/**
 * Room upgrades (docs/content-model.md#room-upgrade-offer): other room types of the same category that are
 * free for the same dates, party and rate, and cost more. Upgrading keeps dates and persons.
 */
import type { UpgradeSuggestion } from '@/domain/checkout/api'
import { matchOffer, offerFilter } from '@/domain/checkout/lineOffer'
import type { ShopDeps } from '@/server/catalogue/shopDeps'
import { freshOffer, type PricedLine } from './priceCart'

const maxSuggestions = 2

export async function upgradesFor(deps: ShopDeps, line: PricedLine): Promise<UpgradeSuggestion[]> {
  if (line.product.kind !== 'accommodation' || line.offer?.type !== 'stay') return []
  const filter = offerFilter('accommodation', line.metadata)
  if (!filter) return []
  const categories = new Set(line.product.categories)
  const candidates = [...deps.catalogue.products.values()].filter(
    (p) => p.kind === 'accommodation' && p.code !== line.product.code && p.categories.some((c) => categories.has(c)),
  )
  const suggestions: UpgradeSuggestion[] = []
  for (const product of candidates) {
    const inventory = deps.catalogue.inventories.get(product.code)!
    const offer = matchOffer(await freshOffer(deps, product, inventory, filter), line.metadata)
    if (!offer?.available || offer.price.withTax <= line.unitPrice) continue
    suggestions.push({
      productCode: product.code,
      title: product.marketingName || product.name,
      image: product.mainImage,
      pagePath: product.pagePath,
      priceDifference: offer.price.withTax - line.unitPrice,
      total: offer.price.withTax,
    })
  }
  return suggestions.sort((a, b) => a.priceDifference - b.priceDifference).slice(0, maxSuggestions)
}
