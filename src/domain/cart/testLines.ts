/** Lines and carts the cart tests share: a stay, an activity slot and a gift card. */
import type { SlotOffer, StayOffer } from '../availability/types'
import type { ProductKind, ProductView } from '../catalogue'
import { buildCartLine } from './buildCartLine'
import type { CartLine } from './cartLine'
import { emptyCart, type CartState } from './cartState'

/** A product of the kind with every field set; `overrides` change what a test is about. */
export const productView = (kind: ProductKind, overrides: Partial<ProductView> = {}): ProductView => ({
  code: `P-${kind}`,
  kind,
  classification: kind,
  schema: '',
  name: `Name ${kind}`,
  marketingName: `Marketing ${kind}`,
  shortDescription: '',
  description: '',
  mainImage: { src: '/a.jpg', alt: 'A' },
  images: [],
  erpStartingPrice: null,
  unitPrice: null,
  taxClass: 'x',
  taxBasisPoints: 1350,
  currency: 'EUR',
  pagePath: null,
  assortmentCode: null,
  categories: [],
  filters: {},
  capacity: null,
  details: {},
  bundleMembers: [],
  showUpsell: false,
  ...overrides,
})

/** The cart tests' product: one breakfast included. */
export const product = (kind: ProductKind, code = `P-${kind}`): ProductView =>
  productView(kind, { code, bundleMembers: [{ productCode: 'BREAKFAST', amount: 1 }] })
export const stay: StayOffer = {
  type: 'stay',
  id: 'ROOM|freeCancellation|2026-06-10|2026-06-12',
  ratePlan: 'freeCancellation',
  from: '2026-06-10',
  to: '2026-06-12',
  nights: 2,
  persons: { numberOfAdults: 2, numberOfChildrenOlder: 1, numberOfChildrenYounger: 0 },
  freeUnits: 3,
  available: true,
  reason: null,
  price: { withTax: 20000, withoutTax: 17621 },
}
export const slot: SlotOffer = {
  type: 'slot',
  id: 'SUP|2026-06-10T07:00:00.000Z',
  date: '2026-06-10',
  time: '10:00',
  start: '2026-06-10T07:00:00.000Z',
  durationMinutes: 90,
  places: 8,
  freePlaces: 8,
  available: true,
  reason: null,
  price: { withTax: 3500, withoutTax: 2789 },
}

export const stayLine = (amount = 1) => buildCartLine({ dataKey: 'stay', product: product('accommodation', 'ROOM'), offer: stay, persons: null, amount })
export const slotLine = () => buildCartLine({ dataKey: 'slot', product: product('activity', 'SUP'), offer: slot, persons: null, amount: 1 })
export const giftLine = (value = 4200) =>
  buildCartLine({
    dataKey: 'gift',
    product: product('giftcard', 'GIFT'),
    offer: null,
    persons: null,
    amount: 1,
    inventory: { kind: 'giftcard', values: [5000], openValue: { min: 2000, max: 50000 }, validityMonths: 12, designs: [] },
    giftCard: { value, recipientName: 'Aino', recipientEmail: 'aino@example.fi', message: 'Hyvää syntymäpäivää! 🎂' },
  })
export const keys = (prefix: string) => (i: number) => `${prefix}-${i}`
export const cartOf = (...lines: CartLine[]): CartState => ({ ...emptyCart, lines })
export const adultNames = [
  { firstName: 'Aino', lastName: 'Virtanen' },
  { firstName: 'Eino', lastName: 'Virtanen' },
  { firstName: 'Iida', lastName: 'Virtanen' },
]
