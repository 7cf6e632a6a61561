/**
 * Guest stays in the demo apartments as real orders, written the way checkout writes them: the
 * nights held under the order's own reference, the order recorded as pending, paid by the test
 * terminal and confirmed (the holds become sales). No confirmation mail is made due.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { IsoDate } from '@/domain/catalogue'
import { resourceKey } from '@/domain/availability/resources'
import { orderNumber } from '@/domain/checkout/orderNumber'
import { addDays, eachDay, helsinkiDay, weekdayOf } from '@/domain/helsinki'
import { priceWithoutTax } from '@/domain/money'
import { allocateSlots, confirmHeld } from '@/server/db/allocationStore'
import type { SqlPort } from '@/server/db/sqlPort'
import { seedAccommodations } from '../catalogue/accommodation'
import { seedTaxClasses } from '../catalogue/taxClasses'
import type { DemoStay } from './plan'

type OrderStore = typeof import('@/server/db/orderStore')
type PaymentStore = typeof import('@/server/db/paymentStore')
type TerminalStore = typeof import('@/server/db/testTerminalStore')

const companions = ['Matti', 'Kaisa', 'Eero', 'Noora', 'Leo', 'Ella', 'Aatu', 'Venla']

function productOfUnit(unitCode: string) {
  const product = seedAccommodations.find((p) => p.units.some((u) => u.code === unitCode))
  if (!product) throw new Error(`seed: no room type has the unit ${unitCode}`)
  return product
}

/** The stay's price as the shop asks it (free cancellation): the season's nightly price, Friday and Saturday nights at the weekend price. */
function stayPrice(unitCode: string, from: IsoDate, to: IsoDate): number {
  const { seasons } = productOfUnit(unitCode)
  return eachDay(from, to).reduce((sum, night) => {
    const season = seasons.find((s) => s.months.includes(Number(night.slice(5, 7))))!
    const weekend = ['fri', 'sat'].includes(weekdayOf(night))
    return sum + (weekend ? (season.weekendNightly ?? season.nightly) : season.nightly)
  }, 0)
}

function accommodationVat(day: IsoDate): number {
  const rates = seedTaxClasses.find((c) => c.code === 'accommodation')!.rates
  return rates.filter((r) => r.validFrom <= day).at(-1)!.basisPoints
}

/** The instant of a Helsinki day at noon, close enough for an order's timestamps. */
const noon = (day: IsoDate) => new Date(`${day}T10:00:00.000Z`)

export async function seedGuestOrder(
  db: SqlPort,
  stores: { orders: OrderStore; payments: PaymentStore; terminal: TerminalStore },
  unitCode: string,
  stay: DemoStay,
  now: Date,
): Promise<void> {
  const product = productOfUnit(unitCode)
  // Bought three weeks before arrival, or today for a stay that starts sooner.
  const placed = new Date(Math.min(noon(addDays(stay.from, -21)).getTime(), now.getTime()))
  const holdRef = randomUUID()
  const nights = eachDay(stay.from, stay.to)
  const held = await allocateSlots(
    db,
    nights.map((slot) => ({ resource: resourceKey.unit(unitCode), slot })),
    { productCode: product.code, ref: holdRef, expiresAt: new Date(placed.getTime() + 30 * 60_000), now: placed },
  )
  if (!held.ok) throw new Error(`seed: ${unitCode} ${stay.from}–${stay.to} is not free for a guest`)
  const total = stayPrice(unitCode, stay.from, stay.to)
  const basisPoints = accommodationVat(stay.from)
  const net = priceWithoutTax(total, basisPoints)
  const { orders, payments } = stores
  const paid: Parameters<TerminalStore['saveTerminalPayment']>[1][] = []
  await db.transaction(async (tx) => {
    const orderId = await orders.insertOrder(
      tx,
      {
        orderNumber: orderNumber(helsinkiDay(placed), randomBytes(6)),
        locale: 'fi',
        holdExpiresAt: new Date(placed.getTime() + 30 * 60_000),
        holdRef,
        heldSlots: nights.length,
        termsAcceptedAt: placed,
        clientKey: 'seed',
        browserRef: null,
        contact: { ...stay.guest, phoneNumber: '+358401234567', address: 'Esimerkkitie 1', zipCode: '00100', city: 'Helsinki' },
        additionalInformation: '',
        marketing: false,
        promoCode: null,
        totalWithTax: total,
        totalWithoutTax: net,
        taxAmount: total - net,
        discount: 0,
        giftCardTotal: 0,
        vat: [{ basisPoints, gross: total, net, tax: total - net }],
        lines: [
          {
            productCode: product.code,
            title: product.marketingName.fi,
            type: 'Accommodation',
            from: stay.from,
            to: stay.to,
            dateTime: null,
            quantity: 1,
            unitPrice: total,
            discount: 0,
            total,
            taxBasisPoints: basisPoints,
            guests: Array.from({ length: stay.adults }, (_, i) => ({
              type: 'adult' as const,
              firstName: i === 0 ? stay.guest.firstName : companions[i - 1]!,
              lastName: stay.guest.lastName,
            })),
            metadata: { dates: { from: stay.from, to: stay.to }, variation: 'freeCancellation', bundledProductCodes: [] },
            // Booked by phone for the demo: the guest cancels by calling, not online.
            ratePlan: 'freeCancellation',
            cancelPolicy: 'notOnline',
            cancelUntil: null,
            allocations: held.slots,
          },
        ],
      },
      placed,
    )
    await orders.appendEvent(tx, orderId, 'submitted', { to: 'pending_payment' }, { heldSlots: nights.length, source: 'demo seed' }, placed)
    const stamp = randomUUID()
    await payments.insertPayment(tx, { orderId, stamp, provider: 'test', providerId: `seed-${stamp}`, status: 'ok', amount: total, terminalUrl: null }, placed)
    // The test terminal knows the payment too, so staff can refund a demo order through it.
    paid.push({ providerId: `seed-${stamp}`, stamp, amount: total, status: 'ok' })
    await orders.swapStatus(tx, orderId, 'pending_payment', 'paid', placed)
    await orders.appendEvent(tx, orderId, 'paymentSucceeded', { from: 'pending_payment', to: 'paid' }, { source: 'return', outcome: 'ok' }, placed)
    await confirmHeld(tx, holdRef, placed)
    await orders.swapStatus(tx, orderId, 'paid', 'confirmed', placed)
    await orders.appendEvent(tx, orderId, 'confirm', { from: 'paid', to: 'confirmed' }, null, placed)
  })
  for (const payment of paid) await stores.terminal.saveTerminalPayment(db, payment, placed)
}
