/** Gift cards spent online (docs/gift-cards.md): redemption in totals and submit, holds on balances, the balance check. */
import './clientAddress'
import { randomInt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { SubmitResponse, TotalsResponse } from '@/domain/checkout/api'
import { baseUrl, postJson } from './helpers'
import { buyer, futureDay, openReturn, secondBaseUrl, stay, submit, submitBody, terminal, type Item } from './checkoutFlow'
import { balanceOf, card, newCard, orderRow } from './giftCardFlow'

type Submitted = SubmitResponse
const pass: Item = { productCode: 'KIIPEILY-KERTA', metadata: { amount: 1 } }

const totals = async (items: Item[], giftCardCodes: string[]) =>
  (await postJson('/proxy/vm-view/v2/product/totals', { items: items.map((item, i) => ({ ...item, id: String(i) })), giftCardCodes }, { 'x-locale': 'fi-FI' }))
    .body as TotalsResponse

describe('gift cards at checkout', () => {
  it('pays part of a stay with one card, keeps the rest of the order for the terminal and the VAT on the lines', async () => {
    const code = await newCard(5000)
    const line = stay('HUONE-2H', futureDay(210), futureDay(212))
    const priced = await totals([line], [code.toLowerCase().replace(/-/g, ' ')])
    expect(priced.giftCards).toEqual([{ code, status: 'applied', amount: 5000, balanceAfter: 0, expiresAt: '2099-12-31' }])
    expect(priced.totals.giftCardTotal).toBe(5000)
    expect(priced.totals.amountToPay).toBe(priced.totals.totalWithTax - 5000)
    expect(priced.totals.vat.reduce((sum, row) => sum + row.gross, 0)).toBe(priced.totals.totalWithTax)

    const sent = await submit([line], { giftCardCodes: [code] })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const submitted = sent.body as Submitted
    expect(submitted.giftCards[0]).toMatchObject({ status: 'applied', amount: 5000 })
    // Held while unpaid: the balance check shows what is left to spend.
    expect((await balanceOf(code)).body).toMatchObject({ balance: 0 })
    expect((await card(code)).entries.at(-1)).toEqual({ kind: 'redemption', amount: -5000, state: 'held' })

    await openReturn(await terminal(submitted.paymentTerminalUrl, 'pay'))
    const order = await orderRow(submitted.orderNumber)
    expect(order.status).toBe('confirmed')
    expect(order.giftCardTotal).toBe(5000)
    expect(order.payments).toEqual([{ provider: 'test', amount: order.total - 5000, status: 'ok' }])
    expect((await card(code)).entries.at(-1)).toEqual({ kind: 'redemption', amount: -5000, state: 'settled' })
  })

  it('takes two cards in the order entered and keeps the second card’s rest on it', async () => {
    const [first, second] = [await newCard(2000), await newCard(100_000)]
    const line = stay('HUONE-2H', futureDay(214), futureDay(215))
    const priced = await totals([line], [first, second])
    const total = priced.totals.totalWithTax
    expect(priced.giftCards.map((c) => [c.status, c.amount, c.balanceAfter])).toEqual([
      ['applied', 2000, 0],
      ['applied', total - 2000, 100_000 - (total - 2000)],
    ])
    expect(priced.totals.amountToPay).toBe(0)
  })

  it('confirms an order the cards pay in full without the payment terminal', async () => {
    const code = await newCard(100_000)
    const sent = await submit([stay('HUONE-2H', futureDay(216), futureDay(217))], { giftCardCodes: [code] })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const submitted = sent.body as Submitted
    expect(submitted.paymentTerminalUrl).toBe(`${baseUrl}/checkout?transactionId=${submitted.transactionId}&responseCode=OK`)
    const order = await orderRow(submitted.orderNumber)
    expect(order.status).toBe('confirmed')
    expect(order.payments).toEqual([{ provider: 'none', amount: 0, status: 'ok' }])
    expect((await card(code)).balance).toBe(100_000 - order.total)
  })

  it('gives the held amount back when the buyer cancels at the terminal', async () => {
    const code = await newCard(3000)
    const sent = (await submit([stay('HUONE-2H', futureDay(218), futureDay(219))], { giftCardCodes: [code] })).body as Submitted
    await openReturn(await terminal(sent.paymentTerminalUrl, 'cancel'))
    expect((await orderRow(sent.orderNumber)).status).toBe('cancelled')
    const after = await card(code)
    expect(after.balance).toBe(3000)
    expect(after.entries.at(-1)).toEqual({ kind: 'redemption', amount: -3000, state: 'released' })
  })

  it('refuses an order with a card that pays nothing, and changes nothing', async () => {
    const spent = await newCard(0)
    const sent = await submit([pass], { giftCardCodes: [spent] })
    expect(sent.status).toBe(409)
    expect(sent.body).toMatchObject({ message: 'giftCard:empty' })
    const expired = await newCard(5000, '2020-01-01')
    expect((await totals([pass], [expired])).giftCards[0]).toMatchObject({ status: 'expired', amount: 0 })
  })

  it('never spends a card twice: 50 buyers on two processes share one card and take at most its balance', async () => {
    const price = (await totals([pass], [])).totals.totalWithTax
    const code = await newCard(price * 10)
    const buyers = Array.from({ length: 50 }, (_, i) =>
      postJson(
        '/proxy/vm-shopping/v2/order/submit',
        submitBody([pass], { giftCardCodes: [code], contactDetails: buyer() }, i % 2 ? secondBaseUrl : baseUrl),
        { 'x-locale': 'fi-FI', 'x-forwarded-for': `198.51.${randomInt(256)}.${randomInt(1, 255)}` },
        i % 2 ? secondBaseUrl : baseUrl,
      ),
    )
    const results = await Promise.all(buyers)
    expect(results.filter((r) => r.status >= 500)).toEqual([])
    const after = await card(code)
    expect(after.balance).toBeGreaterThanOrEqual(0)
    const taken = after.entries.filter((e) => e.kind === 'redemption' && e.state !== 'released').reduce((sum, e) => sum - e.amount, 0)
    expect(taken).toBe(price * 10 - after.balance)
    expect(taken).toBeLessThanOrEqual(price * 10)
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(10)
  })

  it('answers the balance check, 404 for an unknown code and 429 for a guesser', async () => {
    const code = await newCard(4200, '2030-06-30')
    expect((await balanceOf(code)).body).toEqual({ code, balance: 4200, currency: 'EUR', expiresAt: '2030-06-30' })
    const address = { 'x-forwarded-for': `192.0.2.${randomInt(1, 255)}` }
    const guesses = []
    for (let i = 0; i < 11; i++) guesses.push((await balanceOf(`NOPE-${i}${randomInt(1e6)}`, address)).status)
    expect(guesses.slice(0, 10).every((s) => s === 404)).toBe(true)
    expect(guesses[10]).toBe(429)
    // Once limited, a real code answers nothing either.
    expect((await balanceOf(code, address)).status).toBe(429)
    expect((await balanceOf('', address)).status).toBe(400)
  })
})
