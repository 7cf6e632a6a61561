import type { ProductView } from '@/domain/catalogue'

/**
 * The part of a product the browser needs for booking and cart lines: long texts and extra images are
 * left out (the server already rendered them), and so are category-only fields.
 */
export function clientProduct(v: ProductView): ProductView {
  return {
    code: v.code,
    kind: v.kind,
    classification: v.classification,
    schema: v.schema,
    name: v.name,
    marketingName: v.marketingName,
    shortDescription: '',
    description: '',
    mainImage: v.mainImage,
    images: [],
    erpStartingPrice: v.erpStartingPrice,
    unitPrice: v.unitPrice,
    taxClass: v.taxClass,
    taxBasisPoints: v.taxBasisPoints,
    currency: v.currency,
    pagePath: v.pagePath,
    assortmentCode: v.assortmentCode,
    categories: v.categories,
    filters: v.filters,
    capacity: v.capacity,
    details: { durationMinutes: v.details.durationMinutes, ageGroup: v.details.ageGroup, sport: v.details.sport, courts: v.details.courts },
    bundleMembers: v.bundleMembers,
    showUpsell: v.showUpsell,
    memberPrice: v.memberPrice ?? null,
  }
}
