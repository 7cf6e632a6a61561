import 'server-only'
/** POST vm-view/v2/product/totals (docs/api.md#cart-and-orders): the cart priced by the server, with upgrades and upsells. */
import type { TotalsRequest, TotalsResponse } from '@/domain/checkout/api'
import { cartTypeOf } from '@/domain/catalogue'
import { upsellsFor } from '@/domain/checkout/upsells'
import { giftCardTotalOf } from '@/domain/giftCards/redemption'
import { cancellationOf } from '@/domain/orders/cancellation'
import { priceWithoutTax } from '@/domain/money'
import { listPriceOf, memberPriceOf } from '@/domain/pricing/memberPrice'
import type { ShopDeps } from '@/server/catalogue/shopDeps'
import type { ShopResult } from '@/server/catalogue/shopService'
import { priceGiftCards } from './giftCardCodes'
import { priceCart, type PricedLine } from './priceCart'
import { upgradesFor } from './upgrades'

/** The court a court line is booked on, or the one the server would assign it now (docs/shop.md#in-the-browser). */
function courtOf(line: PricedLine): { court?: { code: string; name: string } } {
  if (line.offer?.type !== 'court') return {}
  const court = line.courtCode ? line.offer.freeCourts.find((c) => c.code === line.courtCode) : line.offer.freeCourts[0]
  return court ? { court: { code: court.code, name: court.name } } : {}
}

export async function getTotals(deps: ShopDeps, request: TotalsRequest): Promise<ShopResult<TotalsResponse>> {
  const cart = await priceCart(deps, request.items, request.promotionCode)
  const buysGiftCards = cart.lines.some((l) => l.product.kind === 'giftcard')
  const cards = await priceGiftCards(deps, request.giftCardCodes, cart.totals.totalWithTax, buysGiftCards)
  const giftCardTotal = giftCardTotalOf(cards.results)
  const items = await Promise.all(
    cart.lines.map(async (line) => ({
      id: line.id,
      productCode: line.product.code,
      title: line.product.marketingName || line.product.name,
      type: cartTypeOf[line.product.kind],
      image: line.product.mainImage,
      price: { withTax: line.unitPrice, withoutTax: priceWithoutTax(line.unitPrice, line.product.taxBasisPoints) },
      normalPrice: line.normalUnitPrice,
      // Told to everyone else, so the cart can say what joining would save.
      memberPrice: cart.loyaltyMember ? null : memberPriceOf(line.product.memberPrice, listPriceOf(line.inventory), line.unitPrice),
      quantity: line.quantity,
      discountAmount: line.discount,
      taxBasisPoints: line.product.taxBasisPoints,
      upgradeSuggestions: await upgradesFor(deps, line),
      cancellation: cancellationOf(line.inventory, line.offer),
      ...courtOf(line),
      ratePlan: line.offer?.type === 'stay' ? line.offer.ratePlan : null,
    })),
  )
  const upsellSuggestions = upsellsFor(
    cart.lines.map((l) => l.product.code),
    (code) => deps.catalogue.upsells.get(code) ?? [],
  ).flatMap((link) => {
    const product = deps.catalogue.products.get(link.productCode)
    if (!product) return []
    return [
      {
        productCode: product.code,
        discountPercentage: link.discountPercentage,
        pagePath: product.pagePath,
        image: product.mainImage,
        title: product.marketingName || product.name,
        sourceProductCode: link.sourceProductCode,
        shortDescription: product.shortDescription,
      },
    ]
  })
  const { vat, ...sums } = cart.totals
  return {
    ok: true,
    value: {
      items,
      unavailable: cart.unavailable,
      upsellSuggestions,
      totals: { ...sums, vat, discountCode: cart.appliedCode, giftCardTotal, amountToPay: sums.totalWithTax - giftCardTotal, memberSaving: cart.memberSaving },
      promotion: cart.promotion,
      giftCards: cards.results,
    },
  }
}
