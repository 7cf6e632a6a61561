import 'server-only'
/**
 * Reads of the catalogue for pages. No availability here: pages are cached, availability never is.
 */
import type { ProductView } from '@/domain/catalogue'
import type { Locale } from '@/domain/locale'
import type { CategoryItemsResponse } from '@/domain/shopApi'
import { loadCatalogue } from './loadCatalogue'
import { categoryItem } from './categoryItem'

/** A category with its items for a listing page, without availability; null for an unknown code. */
export async function getCategoryListing(code: string, locale: Locale): Promise<CategoryItemsResponse | null> {
  const catalogue = await loadCatalogue(locale)
  const category = catalogue.categories.get(code)
  if (!category) return null
  return {
    categoryCode: category.code,
    name: category.name,
    kind: category.kind,
    filters: category.filters,
    items: category.productCodes.map((c) => categoryItem(catalogue.products.get(c)!, null)),
  }
}

/** One product in one language; null for an unknown code. */
export async function getProductView(code: string, locale: Locale): Promise<ProductView | null> {
  return (await loadCatalogue(locale)).products.get(code) ?? null
}
