import 'server-only'
/**
 * Catalogue products in the second cart shape (docs/content-model.md#the-pass-cart): what a pass includes named from its bundle
 * members, and the passes staff suggest with it.
 */
import type { ProductView } from '@/domain/catalogue'
import type { BundleMember, DigitalProduct, Includes, UpsellProduct } from '@/domain/checkout/digitalCartApi'
import type { Catalogue } from '@/server/catalogue/loadCatalogue'

const displayName = (p: ProductView) => p.marketingName || p.name

export function bundleMembersOf(product: ProductView, catalogue: Catalogue): BundleMember[] {
  return product.bundleMembers
    .filter((m) => m.productCode !== '')
    .map((m) => ({ amount: m.amount, product: { code: m.productCode, globalName: catalogue.products.get(m.productCode)?.name ?? m.productCode } }))
}

/** A product without members includes itself once; a series card N × its ticket; a combined pass each member. */
export function includesOf(product: ProductView, members: BundleMember[]): Includes {
  if (members.length === 0) return { amount: 1, globalName: product.name, sku: [product.code] }
  const names = [...new Set(members.map((m) => m.product.globalName))]
  return { amount: members.reduce((sum, m) => sum + m.amount, 0), globalName: names.join(' + '), sku: members.map((m) => m.product.code) }
}

export function digitalProduct(product: ProductView, catalogue: Catalogue): DigitalProduct {
  const inventory = catalogue.inventories.get(product.code)
  const price = inventory?.kind === 'pass' ? inventory.price : (product.unitPrice ?? 0)
  return {
    code: product.code,
    name: displayName(product),
    image: product.mainImage,
    price,
    includes: includesOf(product, bundleMembersOf(product, catalogue)),
    attributes: { price, tax_class: product.taxClass },
    showUpsell: product.showUpsell,
    pagePath: product.pagePath,
    shortDescription: product.shortDescription,
  }
}

export const isPass = (product: ProductView | undefined, catalogue: Catalogue): product is ProductView =>
  product?.kind === 'pass' && catalogue.inventories.get(product.code)?.kind === 'pass'

/**
 * The passes staff link to `product` that the cart does not hold yet. `quantity` counts how many
 * units of the product's own item each suggested bundle includes, for the upsell rule of docs/behaviour.md#the-pass-cart.
 */
export function upsellProductsOf(product: ProductView, inCart: Set<string>, catalogue: Catalogue): UpsellProduct[] {
  const own = new Set(includesOf(product, bundleMembersOf(product, catalogue)).sku)
  return (catalogue.upsells.get(product.code) ?? []).flatMap((link) => {
    const suggested = catalogue.products.get(link.productCode)
    if (!isPass(suggested, catalogue) || suggested.code === product.code || inCart.has(suggested.code)) return []
    const bundleMembers = bundleMembersOf(suggested, catalogue)
    const quantity = bundleMembers.filter((m) => own.has(m.product.code)).reduce((sum, m) => sum + m.amount, 0)
    return [{ product: digitalProduct(suggested, catalogue), quantity, bundleMembers, discountPercentage: link.discountPercentage }]
  })
}
