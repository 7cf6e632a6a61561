/**
 * Cart and order totals (docs/content-model.md#cart-totals, docs/limits.md#money-and-vat). Prices include VAT; the VAT of each
 * rate is taken from that rate's summed gross once (price / (1 + rate)), so per-line rounding never
 * adds up into a visible cent difference.
 */
import type { Cents } from '../catalogue'
import { priceWithoutTax } from '../money'

export type TotalsLine = { withTax: Cents; quantity: number; basisPoints: number; discount: Cents }
export type VatRow = { basisPoints: number; gross: Cents; net: Cents; tax: Cents }
export type Totals = {
  totalWithTax: Cents
  totalWithoutTax: Cents
  taxAmount: Cents
  discount: Cents
  /** docs/content-model.md#cart-totals `cartAmounts`: the sum of quantities. */
  cartAmounts: number
  vat: VatRow[]
}

export function totals(lines: TotalsLine[]): Totals {
  const gross = new Map<number, Cents>()
  let discount = 0
  let cartAmounts = 0
  for (const line of lines) {
    const lineGross = Math.max(0, line.withTax * line.quantity - line.discount)
    discount += Math.min(line.discount, line.withTax * line.quantity)
    cartAmounts += line.quantity
    gross.set(line.basisPoints, (gross.get(line.basisPoints) ?? 0) + lineGross)
  }
  const vat = [...gross.entries()]
    .sort(([a], [b]) => b - a)
    .map(([basisPoints, g]) => {
      const net = priceWithoutTax(g, basisPoints)
      return { basisPoints, gross: g, net, tax: g - net }
    })
  const totalWithTax = vat.reduce((sum, row) => sum + row.gross, 0)
  const totalWithoutTax = vat.reduce((sum, row) => sum + row.net, 0)
  return { totalWithTax, totalWithoutTax, taxAmount: totalWithTax - totalWithoutTax, discount, cartAmounts, vat }
}
