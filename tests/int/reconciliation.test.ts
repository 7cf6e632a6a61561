/**
 * A payment whose return and callback were both lost. Before an order whose buyer opened the
 * terminal expires, each app process asks its payment provider (the test terminal's own record,
 * Paytrail's GET /payments/{id}); it keeps asking about expired orders' payments for a while.
 * The test server sweeps every two seconds; the tests wait for the sweep, they do not time it.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { createSqlPort } from '@/server/db/sqlPort'
import { futureDay, openTerminal, secondBaseUrl, stay, submit, terminal, type Submitted } from './checkoutFlow'
import { databaseUrl } from './helpers'

const db = createSqlPort(databaseUrl)
afterAll(() => db.close())

type OrderState = { status: string; events: string[]; payment: string; holds: { expires_at: unknown }[] }

async function orderState(orderNumber: string): Promise<OrderState> {
  const [row] = await db.query<{ id: number; status: string; hold_ref: string }>('SELECT id, status, hold_ref FROM orders WHERE order_number = ?', [
    orderNumber,
  ])
  const events = await db.query<{ type: string }>('SELECT type FROM order_events WHERE order_id = ? ORDER BY id', [row!.id])
  const [payment] = await db.query<{ status: string }>('SELECT status FROM payments WHERE order_id = ?', [row!.id])
  const holds = await db.query<{ expires_at: unknown }>('SELECT expires_at FROM allocations WHERE ref = ?', [row!.hold_ref])
  return { status: row!.status, events: events.map((e) => e.type), payment: payment?.status ?? '', holds }
}

/** Waits (up to 30 s) for the sweep to bring the order to one of `statuses`. */
async function settled(orderNumber: string, statuses: string[]): Promise<OrderState> {
  for (let tries = 0; tries < 60; tries++) {
    const state = await orderState(orderNumber)
    if (statuses.includes(state.status)) return state
    await new Promise((r) => setTimeout(r, 500))
  }
  return orderState(orderNumber)
}

/** The hold runs out now, as it would 20 minutes after the terminal was opened. */
async function holdRunsOut(orderNumber: string) {
  const past = new Date(Date.now() - 1000).toISOString()
  await db.transaction(async (tx) => {
    await tx.query('UPDATE orders SET hold_expires_at = ? WHERE order_number = ?', [past, orderNumber])
    await tx.query('UPDATE allocations SET expires_at = ? WHERE ref = (SELECT hold_ref FROM orders WHERE order_number = ?)', [past, orderNumber])
  })
}

const placed = async (from: number, base?: string) => {
  const result = await submit([stay('MOKKI-METSA', futureDay(from), futureDay(from + 2))], {}, base)
  expect(result.status, JSON.stringify(result.body)).toBe(200)
  return result.body as Submitted
}

describe('payments whose return and callback were lost', () => {
  it('confirms an order paid in time at the test terminal once the terminal says so, instead of expiring it', async () => {
    const sent = await placed(160)
    expect(await terminal(sent.paymentTerminalUrl, 'payLost')).toBe('')
    expect((await orderState(sent.orderNumber)).status).toBe('pending_payment')
    await holdRunsOut(sent.orderNumber)
    const done = await settled(sent.orderNumber, ['confirmed', 'expired', 'refund_due'])
    expect(done.status).toBe('confirmed')
    expect(done.payment).toBe('ok')
    expect(done.events).toEqual(expect.arrayContaining(['paymentSucceeded', 'confirm']))
    expect(done.events).not.toContain('holdExpired')
    expect(done.holds.length).toBeGreaterThan(0)
    expect(done.holds.every((h) => h.expires_at === null)).toBe(true)
  })

  it('expires an order whose payment is undecided, and keeps a success that still arrives as refund_due', async () => {
    const sent = await placed(164)
    const terminalUrl = await openTerminal(sent.paymentTerminalUrl)
    await holdRunsOut(sent.orderNumber)
    const expired = await settled(sent.orderNumber, ['expired', 'confirmed'])
    expect(expired.status).toBe('expired')
    expect(expired.holds).toHaveLength(0)
    // The buyer pays on the page still open; nothing reaches the shop but its own questions.
    const token = new URL(terminalUrl).searchParams.get('token') ?? ''
    const pay = await fetch(`${new URL(terminalUrl).origin}/proxy/test-terminal`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, action: 'payLost' }).toString(),
    })
    expect(pay.status).toBe(200)
    const late = await settled(sent.orderNumber, ['refund_due'])
    expect(late.status).toBe('refund_due')
    expect(late.payment).toBe('ok')
  })

  it('asks Paytrail (GET /payments/{id}) in the process that takes Paytrail payments', async () => {
    const sent = await placed(168, secondBaseUrl)
    const paid = await fetch(`${await openTerminal(sent.paymentTerminalUrl)}?action=ok-lost`)
    expect(paid.status).toBe(200)
    await holdRunsOut(sent.orderNumber)
    const done = await settled(sent.orderNumber, ['confirmed', 'expired', 'refund_due'])
    expect(done.status).toBe('confirmed')
    expect(done.payment).toBe('ok')
  })
})
