/**
 * Upsells (docs/content-model.md#upsell-entry): products staff link to a product, suggested while that product
 * is in the cart, with a percentage off the suggested product when it is bought alongside.
 */
export type UpsellLink = { productCode: string; discountPercentage: number }

/** The upsells of the cart's products that are not in the cart yet, first link first, no repeats. */
export function upsellsFor(cartCodes: string[], linksOf: (code: string) => UpsellLink[]): (UpsellLink & { sourceProductCode: string })[] {
  const inCart = new Set(cartCodes)
  const seen = new Set<string>()
  const result: (UpsellLink & { sourceProductCode: string })[] = []
  for (const source of new Set(cartCodes)) {
    for (const link of linksOf(source)) {
      if (inCart.has(link.productCode) || seen.has(link.productCode)) continue
      seen.add(link.productCode)
      result.push({ ...link, sourceProductCode: source })
    }
  }
  return result
}

/** The percentage off `productCode` because another product in the cart suggests it (the best one). */
export function upsellPercent(productCode: string, cartCodes: string[], linksOf: (code: string) => UpsellLink[]): number {
  let best = 0
  for (const source of new Set(cartCodes)) {
    if (source === productCode) continue
    for (const link of linksOf(source)) if (link.productCode === productCode) best = Math.max(best, link.discountPercentage)
  }
  return Math.min(100, Math.max(0, best))
}
