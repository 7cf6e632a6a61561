import 'server-only'
/**
 * POST digital-order/v1/cart/validate (docs/api.md#cart-and-orders): the second cart shape checked and priced from the
 * catalogue. Lines are priced by the same rules as an order (priceCart), so what the cart shows is
 * what checkout charges. A code that is not a pass refuses the whole cart: the client clears it (docs/messages.md#shop-and-cart).
 */
import type { ValidateResponse } from '@/domain/checkout/digitalCartApi'
import type { ShopDeps } from '@/server/catalogue/shopDeps'
import type { ServiceResult } from '@/server/http/serviceResult'
import { priceCart } from '@/server/orders/priceCart'
import { digitalProduct, isPass, upsellProductsOf, bundleMembersOf } from './digitalProduct'
import type { ValidateCartBody } from './schema'

/** A cart it cannot sell is refused as a conflict naming the item's field. */
export type ValidateResult = ServiceResult<ValidateResponse, 409>

/** The same code twice counts as one item with the quantities added up. */
function merged(items: ValidateCartBody['items']) {
  const byCode = new Map<string, { code: string; quantity: number; showUpsell?: boolean; index: number }>()
  for (const [index, item] of items.entries()) {
    const seen = byCode.get(item.code)
    if (seen) seen.quantity += item.quantity
    else byCode.set(item.code, { ...item, index })
  }
  return [...byCode.values()]
}

export async function validateCart(deps: ShopDeps, body: ValidateCartBody): Promise<ValidateResult> {
  const { catalogue } = deps
  const items = merged(body.items)
  for (const item of items) {
    if (!isPass(catalogue.products.get(item.code), catalogue)) {
      return { ok: false, status: 409, message: `${item.code} is not sold in this cart`, field: `items.${item.index}.code` }
    }
  }
  const priced = await priceCart(
    deps,
    items.map((item) => ({ id: item.code, productCode: item.code, metadata: { amount: item.quantity } })),
    body.discountCode,
  )
  if (priced.unavailable.length > 0) {
    const code = priced.unavailable[0]!.id
    return { ok: false, status: 409, message: `${code} cannot be bought now`, field: `items.${items.findIndex((i) => i.code === code)}.code` }
  }
  const inCart = new Set(items.map((item) => item.code))
  const showUpsell = new Map(items.map((item) => [item.code, item.showUpsell !== false]))
  const { totalWithTax, totalWithoutTax, taxAmount, discount, cartAmounts } = priced.totals
  return {
    ok: true,
    value: {
      items: priced.lines.map((line) => ({
        // `price` is what this customer pays for one (a member price for a signed-in member); `attributes.price` stays the list price.
        product: { ...digitalProduct(line.product, catalogue), price: line.unitPrice },
        normalPrice: line.normalUnitPrice,
        upsellProducts: line.product.showUpsell && showUpsell.get(line.product.code) ? upsellProductsOf(line.product, inCart, catalogue) : [],
        quantity: line.quantity,
        bundleMembers: bundleMembersOf(line.product, catalogue),
        discountAmount: line.discount,
      })),
      totals: { totalWithTax, totalWithoutTax, taxAmount, discount, cartAmounts, discountCode: priced.appliedCode },
      promotion: priced.promotion,
    },
  }
}
