import { describe, expect, it } from 'vitest'
import { fromCartLine, euros, itemsOf, linesEvent, fromPass, fromProduct, purchaseEvent, viewItemList, type AnalyticsLine } from './ecommerce'

const stay: AnalyticsLine = { id: 'ROOM-2', name: 'Hotel room', category: 'Accommodation', unitPrice: 24900, quantity: 1, discount: 0 }

describe('GA4 e-commerce values', () => {
  it('turns cents into euros', () => {
    expect(euros(1999)).toBe(19.99)
    expect(euros(100)).toBe(1)
    expect(euros(0)).toBe(0)
  })

  it('gives the discounted unit price and the discount per unit, and a value after discounts', () => {
    const event = linesEvent('add_to_cart', [{ ...stay, quantity: 2, discount: 4980 }])
    expect(event).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'EUR',
        value: 448.2,
        items: [{ item_id: 'ROOM-2', item_name: 'Hotel room', item_category: 'Accommodation', price: 224.1, quantity: 2, discount: 24.9 }],
      },
    })
  })

  it('counts the cart lines of one product at one price as one item', () => {
    expect(itemsOf([stay, stay, { ...stay, unitPrice: 19900 }])).toEqual([
      { item_id: 'ROOM-2', item_name: 'Hotel room', item_category: 'Accommodation', price: 249, quantity: 2 },
      { item_id: 'ROOM-2', item_name: 'Hotel room', item_category: 'Accommodation', price: 199, quantity: 1 },
    ])
  })

  it('maps cart lines, passes and products', () => {
    expect(fromCartLine({ productCode: 'SUP', title: 'SUP', type: 'Activity', price: 3500, discountAmount: 0, metadata: { amount: 1 } })).toEqual({
      id: 'SUP',
      name: 'SUP',
      category: 'Activity',
      unitPrice: 3500,
      quantity: 1,
      discount: 0,
    })
    expect(fromPass({ code: 'SWIM10', name: 'Ten swims', price: 6000, amount: 3, discountAmount: 600 })).toMatchObject({
      quantity: 3,
      discount: 600,
      category: 'Activity',
    })
    expect(fromProduct({ code: 'C1', name: 'c', marketingName: 'Court', kind: 'court', unitPrice: null, erpStartingPrice: 2000 })).toMatchObject({
      name: 'Court',
      category: 'active-hours-product',
      unitPrice: 2000,
    })
  })

  it('lists the items of a listing in their order, without a value', () => {
    const event = viewItemList({ id: 'MAJOITUS', name: 'Accommodation' }, [stay, { ...stay, id: 'COTTAGE' }])
    expect(event.ecommerce).toMatchObject({ item_list_id: 'MAJOITUS', item_list_name: 'Accommodation' })
    expect(event.ecommerce.value).toBeUndefined()
    expect(event.ecommerce.items.map((item) => [item.item_id, item.index])).toEqual([
      ['ROOM-2', 0],
      ['COTTAGE', 1],
    ])
  })

  it('reports a purchase at its total with VAT after discounts; gift cards that paid do not lower it', () => {
    const event = purchaseEvent({
      orderNumber: 'K-1001',
      totalWithTax: 46885,
      taxAmount: 5573,
      promoCode: 'SUMMER',
      lines: [
        { productCode: 'ROOM-2', title: 'Hotel room', type: 'Accommodation', unitPrice: 24900, quantity: 2, discount: 4980 },
        { productCode: 'SUP', title: 'SUP', type: 'Activity', unitPrice: 2065, quantity: 1, discount: 0 },
      ],
    })
    expect(event.ecommerce).toMatchObject({ currency: 'EUR', transaction_id: 'K-1001', value: 468.85, tax: 55.73, coupon: 'SUMMER' })
    const sum = event.ecommerce.items.reduce((total, item) => total + item.price * item.quantity, 0)
    expect(sum).toBeCloseTo(468.85, 2)
  })
})
