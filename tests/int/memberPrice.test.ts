/**
 * Member prices (docs/shop.md#member-prices): the server gives them to a signed-in loyalty member at
 * totals and at submit, decided from the session; a customer who is not a member and a guest pay the
 * normal price, and nothing a body says about prices or membership changes that.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { createSqlPort } from '@/server/db/sqlPort'
import { activity, futureDay, submitBody, terminal, type Item, type Submitted } from './checkoutFlow'
import { databaseUrl, postJson, staffApi } from './helpers'
import { customer } from './homeownerFlow'

const db = createSqlPort(databaseUrl)
afterAll(() => db.close())

type Line = { id: string; productCode: string; price: { withTax: number }; normalPrice: number | null; memberPrice: number | null; quantity: number }
type Totals = { items: Line[]; totals: { totalWithTax: number; memberSaving: number; discount: number } }

// Gym 10-visit card 75 €: 10 % for members. Climbing single visit: no member price.
const gymCard: Item = { productCode: 'KUNTOSALI-SARJA10', metadata: { amount: 2 } }
const climbing: Item = { productCode: 'KIIPEILY-KERTA', metadata: { amount: 1 } }

/** A cart line with forged money and membership in it; the schema and the pricing ignore them. */
const forged = (item: Item): Item => ({ ...item, metadata: { ...item.metadata, price: 1, unitPrice: 1, normalPrice: 1, loyaltyMember: true } })

const headers = (cookie?: string) => ({ 'x-locale': 'fi-FI', ...(cookie ? { cookie } : {}) })

async function totals(items: Item[], cookie?: string, promotionCode?: string) {
  const body = { items: items.map((item, i) => ({ id: `line-${i}`, ...item })), promotionCode, loyaltyMember: true }
  const answer = await postJson('/proxy/vm-view/v2/product/totals', body, headers(cookie))
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as Totals
}

async function submitted(items: Item[], cookie?: string) {
  const answer = await postJson('/proxy/vm-shopping/v2/order/submit', { ...submitBody(items), loyaltyMember: true }, headers(cookie))
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as Submitted
}

async function orderLines(orderNumber: string) {
  return db.query<{ product_code: string; unit_price: unknown; normal_unit_price: unknown; total: unknown }>(
    `SELECT l.product_code, l.unit_price, l.normal_unit_price, l.total FROM order_lines l JOIN orders o ON o.id = l._parent_id
     WHERE o.order_number = ? ORDER BY l._order`,
    [orderNumber],
  )
}

const orderTotal = async (orderNumber: string) =>
  Number((await db.query<{ total_with_tax: unknown }>('SELECT total_with_tax FROM orders WHERE order_number = ?', [orderNumber]))[0]!.total_with_tax)

async function member() {
  const who = await customer('member')
  await staffApi('PATCH', `/api/customers/${who.id}`, { loyaltyMember: true })
  return who
}

describe('member prices', () => {
  it('a signed-in loyalty member pays them at totals and at submit, whatever the body says', async () => {
    const who = await member()
    const yoga = await activity('AAMUJOOGA', futureDay(60))
    const answer = await totals([forged(gymCard), forged(climbing), forged(yoga)], who.cookie)
    const [gym, climb, morning] = answer.items
    expect(gym).toMatchObject({ price: { withTax: 6750 }, normalPrice: 7500, memberPrice: null, quantity: 2 })
    expect(climb!.normalPrice).toBeNull()
    // The fixed member price of morning yoga: 12 € instead of 15 € for one person.
    expect(morning).toMatchObject({ price: { withTax: 1200 }, normalPrice: 1500 })
    expect(answer.totals.memberSaving).toBe(2 * 750 + 300)
    expect(answer.totals.totalWithTax).toBe(2 * 6750 + climb!.price.withTax + 1200)

    const order = await submitted([forged(gymCard), forged(climbing), forged(yoga)], who.cookie)
    const lines = await orderLines(order.orderNumber)
    expect(lines.map((l) => [l.product_code, Number(l.unit_price), l.normal_unit_price === null ? null : Number(l.normal_unit_price)])).toEqual([
      ['KUNTOSALI-SARJA10', 6750, 7500],
      ['KIIPEILY-KERTA', climb!.price.withTax, null],
      ['AAMUJOOGA', 1200, 1500],
    ])
    expect(await orderTotal(order.orderNumber)).toBe(answer.totals.totalWithTax)
    expect(await terminal(order.paymentTerminalUrl, 'pay')).toContain('responseCode=OK')
    const [status] = await db.query<{ status: string }>('SELECT status FROM orders WHERE order_number = ?', [order.orderNumber])
    expect(status!.status).toBe('confirmed')
  })

  it('takes a discount code off the member price', async () => {
    const who = await member()
    const answer = await totals([gymCard], who.cookie, 'TALVI15')
    expect(answer.items[0]!.price.withTax).toBe(6750)
    expect(answer.totals.discount).toBe(Math.round((2 * 6750 * 15) / 100))
  })

  it('a signed-in customer who is not a member, and a guest, pay the normal price and are told what members pay', async () => {
    const notMember = await customer('nonmember')
    for (const cookie of [notMember.cookie, undefined]) {
      const answer = await totals([forged(gymCard), forged(climbing)], cookie)
      expect(answer.items[0]).toMatchObject({ price: { withTax: 7500 }, normalPrice: null, memberPrice: 6750 })
      expect(answer.items[1]).toMatchObject({ normalPrice: null, memberPrice: null })
      expect(answer.totals.memberSaving).toBe(0)

      const order = await submitted([forged(gymCard)], cookie)
      const [line] = await orderLines(order.orderNumber)
      expect([Number(line!.unit_price), line!.normal_unit_price]).toEqual([7500, null])
      expect(await orderTotal(order.orderNumber)).toBe(2 * 7500)
      await terminal(order.paymentTerminalUrl, 'cancel')
    }
  })

  it('ends at once when the customer leaves the programme', async () => {
    const who = await member()
    expect((await totals([gymCard], who.cookie)).items[0]!.price.withTax).toBe(6750)
    await staffApi('PATCH', `/api/customers/${who.id}`, { loyaltyMember: false })
    expect((await totals([gymCard], who.cookie)).items[0]).toMatchObject({ price: { withTax: 7500 }, memberPrice: 6750 })
  })
})
