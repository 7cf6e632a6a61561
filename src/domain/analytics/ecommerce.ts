/**
 * GA4 e-commerce events from our carts, products and orders (docs/consent.md#events). Money is
 * integer cents everywhere else; GA4 wants euros as numbers, so the conversion happens here once.
 * Prices include VAT, as the visitor pays them. An item's `price` is what one unit costs after its
 * discount (and `discount` says how much that took off), so `value` — the sum of price × quantity —
 * is the order's total with VAT and discounts. Gift cards used to pay are a means of payment, not a
 * discount: they do not lower `value`.
 */
import type { CartLine } from '../cart/cartLine'
import { cartTypeOf, type Cents, type ProductView } from '../catalogue'
import type { DigitalCartItem } from '../checkout/digitalCart'
import type { OrderLineView, OrderView } from '../checkout/api'

export type Ga4Item = {
  item_id: string
  item_name: string
  item_category: string
  /** One unit after its discount, euros. */
  price: number
  quantity: number
  /** What the discount took off one unit, euros; left out when nothing. */
  discount?: number
  index?: number
}

export type EcommerceEventName = 'view_item_list' | 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'begin_checkout' | 'add_payment_info' | 'purchase'

export type EcommerceEvent = {
  event: EcommerceEventName
  ecommerce: {
    currency: 'EUR'
    value?: number
    items: Ga4Item[]
    item_list_id?: string
    item_list_name?: string
    transaction_id?: string
    tax?: number
    coupon?: string
    payment_type?: string
  }
}

export type AccountEvent = { event: 'login' | 'sign_up'; method: 'password' | 'verification' }

/** One thing bought or shown, in our terms: cents, and the discount for all units together. */
export type AnalyticsLine = { id: string; name: string; category: string; unitPrice: Cents; quantity: number; discount: Cents }

/** Cents to euros: 1999 → 19.99. */
export const euros = (cents: Cents): number => Math.round(cents) / 100

const lineTotal = (line: AnalyticsLine) => Math.max(0, line.unitPrice * line.quantity - line.discount)

function itemOf(line: AnalyticsLine, index?: number): Ga4Item {
  const quantity = Math.max(1, line.quantity)
  const unitDiscount = Math.round(Math.min(line.discount, line.unitPrice * quantity) / quantity)
  return {
    item_id: line.id,
    item_name: line.name,
    item_category: line.category,
    price: euros(Math.round(lineTotal(line) / quantity)),
    quantity,
    ...(unitDiscount > 0 ? { discount: euros(unitDiscount) } : {}),
    ...(index !== undefined ? { index } : {}),
  }
}

/**
 * The cart keeps one line per unit: lines of the same product at the same price become one item with
 * their quantities added, as GA4 counts them.
 */
export function itemsOf(lines: AnalyticsLine[]): Ga4Item[] {
  const items = new Map<string, Ga4Item>()
  for (const line of lines) {
    const item = itemOf(line)
    const key = `${item.item_id}|${item.price}|${item.discount ?? 0}`
    const same = items.get(key)
    items.set(key, same ? { ...same, quantity: same.quantity + item.quantity } : item)
  }
  return [...items.values()]
}

const valueOf = (lines: AnalyticsLine[]) => euros(lines.reduce((sum, line) => sum + lineTotal(line), 0))

export const fromProduct = (product: Pick<ProductView, 'code' | 'name' | 'marketingName' | 'kind' | 'unitPrice' | 'erpStartingPrice'>): AnalyticsLine => ({
  id: product.code,
  name: product.marketingName || product.name,
  category: cartTypeOf[product.kind],
  unitPrice: product.unitPrice ?? product.erpStartingPrice ?? 0,
  quantity: 1,
  discount: 0,
})

export const fromCartLine = (line: Pick<CartLine, 'productCode' | 'title' | 'type' | 'price' | 'discountAmount' | 'metadata'>): AnalyticsLine => ({
  id: line.productCode,
  name: line.title,
  category: line.type,
  unitPrice: line.price,
  quantity: Math.max(1, line.metadata.amount),
  discount: line.discountAmount,
})

export const fromPass = (item: Pick<DigitalCartItem, 'code' | 'name' | 'price' | 'amount' | 'discountAmount'>): AnalyticsLine => ({
  id: item.code,
  name: item.name,
  category: cartTypeOf.pass,
  unitPrice: item.price,
  quantity: item.amount,
  discount: item.discountAmount ?? 0,
})

export const fromOrderLine = (line: Pick<OrderLineView, 'productCode' | 'title' | 'type' | 'unitPrice' | 'quantity' | 'discount'>): AnalyticsLine => ({
  id: line.productCode,
  name: line.title,
  category: line.type,
  unitPrice: line.unitPrice,
  quantity: line.quantity,
  discount: line.discount,
})

/** A category or other product listing as it was shown, in its order. */
export function viewItemList(list: { id: string; name: string }, lines: AnalyticsLine[]): EcommerceEvent {
  return {
    event: 'view_item_list',
    ecommerce: { currency: 'EUR', item_list_id: list.id, item_list_name: list.name, items: lines.map((line, index) => itemOf(line, index)) },
  }
}

/**
 * The events that carry a set of lines and their value: a product page (`view_item`, its starting
 * price), what went into or out of the cart, checkout begun, and the order sent to payment.
 */
export function linesEvent(
  event: Exclude<EcommerceEventName, 'view_item_list' | 'purchase'>,
  lines: AnalyticsLine[],
  extra: { payment_type?: string; coupon?: string } = {},
): EcommerceEvent {
  return { event, ecommerce: { currency: 'EUR', value: valueOf(lines), ...extra, items: itemsOf(lines) } }
}

/** The verified order: its total with VAT after discounts, the VAT in it, and its discount code. */
type PurchasedOrder = Pick<OrderView, 'orderNumber' | 'totalWithTax' | 'taxAmount' | 'promoCode'> & { lines: Parameters<typeof fromOrderLine>[0][] }

export function purchaseEvent(order: PurchasedOrder): EcommerceEvent {
  return {
    event: 'purchase',
    ecommerce: {
      currency: 'EUR',
      transaction_id: order.orderNumber,
      value: euros(order.totalWithTax),
      tax: euros(order.taxAmount),
      ...(order.promoCode ? { coupon: order.promoCode } : {}),
      items: itemsOf(order.lines.map(fromOrderLine)),
    },
  }
}
