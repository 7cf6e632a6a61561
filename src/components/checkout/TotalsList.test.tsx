import { NextIntlClientProvider } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { formatPrice } from '@/domain/money'
import { catalogues } from '@/i18n/catalogues'
import { TotalsList, type TotalsFigures } from './TotalsList'

/** The list's rows as [term, value] pairs, in order, and the class of each row. */
function rows(totals: TotalsFigures) {
  const html = renderToStaticMarkup(
    <NextIntlClientProvider locale="en" timeZone="Europe/Helsinki" messages={{ checkout: catalogues.en.checkout }}>
      <TotalsList totals={totals} />
    </NextIntlClientProvider>,
  )
  return [...html.matchAll(/<div( class="([^"]*)")?><dt>(.*?)<\/dt><dd>(.*?)<\/dd><\/div>/g)].map((m) => ({ row: [m[3], m[4]], className: m[2] ?? '' }))
}

const order = catalogues.en.checkout.order

describe('TotalsList', () => {
  it('lists promo code, discount, the VAT 0 % total, VAT per rate and the total last, set apart', () => {
    const list = rows({
      promoCode: 'SUMMER',
      discount: 1000,
      totalWithoutTax: 8850,
      vat: [
        { basisPoints: 1350, gross: 10000, net: 8850, tax: 1150 },
        { basisPoints: 2550, gross: 0, net: 0, tax: 0 },
      ],
      totalWithTax: 10000,
    })
    expect(list.map((r) => r.row[0])).toEqual([
      order.promoCode,
      order.discount,
      order.withoutTax,
      order.vatRow.replace('{rate}', '13.5'),
      order.vatRow.replace('{rate}', '25.5'),
      order.total,
    ])
    expect(list[0]!.row[1]).toBe('SUMMER')
    expect(list[1]!.row[1]).toBe(`−${formatPrice(1000, 'en')}`)
    expect(list[3]!.row[1]).toBe(formatPrice(1150, 'en'))
    expect(list.at(-1)).toEqual({ row: [order.total, formatPrice(10000, 'en')], className: 'checkout-totals__total' })
    expect(list.slice(0, -1).every((r) => r.className === '')).toBe(true)
  })

  it('leaves out the promo code and discount rows when there are none', () => {
    const list = rows({ promoCode: null, discount: 0, totalWithoutTax: 8850, vat: [], totalWithTax: 8850 })
    expect(list.map((r) => r.row[0])).toEqual([order.withoutTax, order.total])
  })
})
