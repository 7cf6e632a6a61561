/**
 * Orders for the mail tests: a stay with guests plus a timed activity bought with a promo code, and
 * a gift card order. Totals come from the domain's own `totals`, as a real order's do.
 */
import type { OrderLineView, OrderView } from '@/domain/checkout/api'
import { totals } from '@/domain/orders/totals'

const line = (l: Partial<OrderLineView> & Pick<OrderLineView, 'productCode' | 'title' | 'type' | 'unitPrice' | 'taxBasisPoints'>): OrderLineView => {
  const quantity = l.quantity ?? 1
  const discount = l.discount ?? 0
  return {
    id: `line-${l.productCode}`,
    from: null,
    to: null,
    dateTime: null,
    cancellation: { policy: 'notOnline', until: null, cancelledAt: null, refunded: 0, notCancellable: 'notOnline' },
    guests: [],
    recipient: null,
    comment: null,
    ratePlan: null,
    endsAt: null,
    checkIn: null,
    checkOut: null,
    places: [],
    whatToBring: null,
    doorCode: null,
    ...l,
    quantity,
    discount,
    total: quantity * l.unitPrice - discount,
  }
}

function order(lines: OrderLineView[], rest: Partial<OrderView>): OrderView {
  const sums = totals(lines.map((l) => ({ withTax: l.unitPrice, quantity: l.quantity, basisPoints: l.taxBasisPoints, discount: l.discount })))
  return {
    orderNumber: 'KR-100234',
    // 22:30 UTC on 14 March is already 15 March in Helsinki (UTC+2).
    createdAt: '2026-03-14T22:30:00.000Z',
    status: 'paid',
    locale: 'fi',
    lines,
    orderer: { firstName: 'Maija', lastName: 'Meikäläinen', email: 'maija@example.com', phoneNumber: '+358401234567' },
    billingAddress: { address: 'Rantatie 5 A 3', zipCode: '00100', city: 'Helsinki' },
    paymentMethod: 'nordea',
    paymentMethodWords: { kind: 'bank', brand: 'Nordea' },
    seller: {
      name: 'Kuusirinne Resort Oy',
      businessId: '1234567-1',
      address: 'Kuusirinteentie 1, 99999 Kuusirinne',
      mapUrl: '',
      brandName: 'Kuusirinne',
      logoPath: null,
    },
    additionalInformation: '',
    promoCode: null,
    discount: sums.discount,
    totalWithoutTax: sums.totalWithoutTax,
    taxAmount: sums.taxAmount,
    totalWithTax: sums.totalWithTax,
    vat: sums.vat,
    giftCards: [],
    giftCardPayments: [],
    giftCardTotal: 0,
    amountPaid: sums.totalWithTax,
    refunds: [],
    ...rest,
  }
}

export function stayOrder(rest: Partial<OrderView> = {}): OrderView {
  return order(
    [
      line({
        productCode: 'ACC-LOG',
        title: 'Hirsimökki järven rannalla',
        type: 'Accommodation',
        from: '2026-06-12',
        to: '2026-06-14',
        unitPrice: 24_000,
        discount: 2_400,
        taxBasisPoints: 1350,
        guests: [
          { type: 'adult', firstName: 'Maija', lastName: 'Meikäläinen' },
          { type: 'adult', firstName: 'Matti', lastName: 'Meikäläinen' },
          { type: 'child_older', firstName: 'Aino', lastName: 'Meikäläinen' },
        ],
      }),
      // 11:00 UTC is 14:00 in Helsinki in June (UTC+3).
      line({
        productCode: 'ACT-PADDLE',
        title: 'Melontaretki',
        type: 'Activity',
        dateTime: '2026-06-13T11:00:00.000Z',
        quantity: 2,
        unitPrice: 4_550,
        taxBasisPoints: 2550,
      }),
    ],
    { promoCode: 'KESA10', additionalInformation: 'Saavumme myöhään illalla.', ...rest },
  )
}

export function giftCardOrder(rest: Partial<OrderView> = {}): OrderView {
  return order(
    [
      line({
        productCode: 'GIFT',
        title: 'Lahjakortti',
        type: 'giftcard',
        unitPrice: 5_000,
        taxBasisPoints: 0,
        recipient: { name: 'Liisa Virtanen', email: 'liisa@example.com' },
        comment: 'Hyvää syntymäpäivää!',
      }),
      line({
        productCode: 'GIFT',
        title: 'Lahjakortti',
        type: 'giftcard',
        unitPrice: 10_050,
        taxBasisPoints: 0,
        recipient: { name: 'Pekka Virtanen', email: 'pekka@example.com' },
      }),
    ],
    {
      giftCards: [
        { code: 'KR-GC-7Q2M-K9XD', value: 5_000, recipientName: 'Liisa Virtanen' },
        { code: 'KR-GC-3HTW-88PL', value: 10_050, recipientName: 'Pekka Virtanen' },
      ],
      ...rest,
    },
  )
}

/** Two swimming tickets and a climbing card, paid, each line with its door code; and a stay, which has none. */
export function passOrder(rest: Partial<OrderView> = {}): OrderView {
  const doorCode = (code: string) => ({ code, qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' })
  return order(
    [
      line({
        productCode: 'UINTI-AIKUINEN',
        title: 'Aikuisen kertalippu',
        type: 'Activity',
        from: '2026-06-12',
        to: '2026-06-12',
        quantity: 2,
        unitPrice: 950,
        taxBasisPoints: 1350,
        doorCode: doorCode('K7MX-2QPA-9RTE'),
      }),
      line({
        productCode: 'KIIPEILY-SARJA5',
        title: 'Kiipeilyn 5 kerran sarjakortti',
        type: 'Activity',
        unitPrice: 6_500,
        taxBasisPoints: 1350,
        doorCode: doorCode('H3WN-8CFZ-5UDY'),
      }),
      line({
        productCode: 'ACC-LOG',
        title: 'Hirsimökki järven rannalla',
        type: 'Accommodation',
        from: '2026-06-12',
        to: '2026-06-14',
        unitPrice: 24_000,
        taxBasisPoints: 1350,
      }),
    ],
    rest,
  )
}
