import 'server-only'
/**
 * POST vm-shopping/v2/order/submit (docs/behaviour.md#submit, docs/api.md#cart-and-orders): prices the cart again, holds every line's
 * inventory, records the order and starts a payment. The holds carry a reference of their own; if
 * anything fails before the payment starts, they are given back.
 *
 * Nobody may hold the resort's inventory without paying: a submit holds only `startHoldMinutes`
 * until the buyer really opens the payment terminal (through the shop, paymentTerminal.ts), a
 * browser that submits again gives up its earlier unpaid order, and a client or an e-mail may have
 * only a few unpaid orders at once.
 */
import { randomUUID } from 'node:crypto'
import { giftCardAlone } from '@/domain/cart/giftCards'
import { everyGuestNamed } from '@/domain/cart/guestNames'
import { cartTypeOf } from '@/domain/catalogue'
import type { SubmitRequest, SubmitResponse } from '@/domain/checkout/api'
import { holdFor } from '@/domain/checkout/holds'
import { giftCardTotalOf, lessGiftCards } from '@/domain/giftCards/redemption'
import { orderNumber } from '@/domain/checkout/orderNumber'
import { helsinkiDay } from '@/domain/helsinki'
import { localizedPath } from '@/domain/paths'
import { releaseAllocations } from '@/server/db/allocationStore'
import { hitLimit, type Limit } from '@/server/accounts/rateLimit'
import { isUniqueViolation, lockKeys, type SqlTx } from '@/server/db/sqlPort'
import { unstampedClient } from '@/server/http/clientAddress'
import { noteForeignOrigin } from '@/server/http/siteOrigin'
import type { ServiceRefusal, ServiceResult } from '@/server/http/serviceResult'
import { endPending, expireStaleOrders } from './expireOrders'
import { holdLine } from './holdInventory'
import type { OrderDeps } from './orderDeps'
import { orderLineOf } from './orderLines'
import { takeDiscountUse } from '@/server/db/discountCodeStore'
import { holdOnCard } from '@/server/db/giftCardStore'
import { appendEvent, insertOrder, livePendingCount, pendingOrderOfBrowser, swapStatus, type NewOrder } from '@/server/db/orderStore'
import { insertPayment, latestPayment } from '@/server/db/paymentStore'
import { terminalRedirectPath } from './paymentTerminal'
import { confirmFree } from './paymentReturn'
import { askProvider } from './reconcile'
import { maintenanceOn } from './shopSettings'
import { priceCart, type PricedLine } from './priceCart'
import { priceGiftCards } from './giftCardCodes'
import { giveBack } from './giveBack'

type Refusal = ServiceRefusal<400 | 409 | 429 | 502 | 503>
const refuse = (status: Refusal['status'], message: string, field?: string): Refusal => ({ ok: false, status, message, field })

const cartTypeOfLine = (line: PricedLine) => cartTypeOf[line.product.kind]
const named = (line: PricedLine) => everyGuestNamed(cartTypeOfLine(line), line.metadata.guests ?? [])

/** The origin the browser returns to: one of the site's own, never a stranger's. */
function returnOrigin(deps: OrderDeps, redirectBaseUrl: string): string | null {
  const origin = new URL(redirectBaseUrl).origin
  if (deps.allowedOrigins.includes(origin)) return origin
  noteForeignOrigin(origin, 'an order was refused')
  return null
}

type Rows = { resource: string; slot: string }[]

/** Holds every line under `ref`; the allocation rows each line holds, or null when a line could not be held. */
async function hold(deps: OrderDeps, lines: PricedLine[], ref: string, expiresAt: Date): Promise<Rows[] | null> {
  const rows: Rows[] = []
  for (const line of lines) {
    const request = holdFor({
      productCode: line.product.code,
      inventory: line.inventory,
      offer: line.offer,
      persons: line.persons,
      quantity: line.quantity,
      courtCode: line.courtCode,
    })
    const held = await holdLine(deps.db, request, { productCode: line.product.code, ref, expiresAt, now: deps.now })
    if (held === null) return null
    rows.push(held)
  }
  return rows
}

/**
 * Unpaid orders with a live hold that one client (address) and one contact e-mail may have at once:
 * a family or an office network can have a few on the go, a script that hoards cannot go far.
 */
export const pendingLimits = { perClient: 5, perEmail: 3 }

/**
 * Checked before anything is held, and again where the order is recorded: there, on PostgreSQL, a
 * lock per client and e-mail makes parallel submits take turns (SQLite's write transactions already
 * do), so a burst of them cannot all see room under the limit.
 */
async function tooManyPending(deps: OrderDeps, tx: SqlTx, email: string): Promise<boolean> {
  // A server serving without its peer stamp sees every visitor as one client: no limit per client then.
  const perClient = deps.clientKey !== unstampedClient && (await livePendingCount(tx, { clientKey: deps.clientKey }, deps.now)) >= pendingLimits.perClient
  return perClient || (await livePendingCount(tx, { email }, deps.now)) >= pendingLimits.perEmail
}

/**
 * A browser that submits again (back from the terminal to change the cart, or trying once more)
 * gives up its earlier unpaid order, so one visitor never holds two carts. If its buyer opened the
 * terminal, the provider is asked first: a payment that went through is settled, not thrown away.
 */
async function replaceOwnPending(deps: OrderDeps): Promise<void> {
  if (!deps.browserRef) return
  const orderId = await pendingOrderOfBrowser(deps.db, deps.browserRef, deps.now)
  if (orderId === null) return
  const payment = await latestPayment(deps.db, orderId)
  if (payment?.terminalOpenedAt && payment.provider === deps.provider.name && (await askProvider(deps, payment, deps.now)) === 'settled') return
  await deps.db.transaction((tx) => endPending(tx, orderId, 'replaced', deps.now))
}

/**
 * An order of 0 € is confirmed at once and mails its confirmation, so it never counts as unpaid:
 * it has limits of its own, or anyone could send mail from the shop to any address at will.
 */
export const freeOrderLimits = { perClient: { max: 5, windowSeconds: 3600 }, perEmail: { max: 3, windowSeconds: 3600 } }

async function tooManyFree(deps: OrderDeps, email: string): Promise<boolean> {
  const checks: [string, Limit][] = [[`free-order:${email.trim().toLowerCase()}`, freeOrderLimits.perEmail]]
  if (deps.clientKey !== unstampedClient) checks.push([`free-order:${deps.clientKey}`, freeOrderLimits.perClient])
  for (const [key, limit] of checks) if (!(await hitLimit(deps.db, key, limit, deps.now)).allowed) return true
  return false
}

type Recorded = { orderId: number; orderNumber: string }

/** What the order takes from each gift card. */
type CardTake = { cardId: number; amount: number }

/**
 * Records the order under a fresh order number, drawing again on the rare repeat of a number. The
 * gift card amounts are held in the same transaction: a card another order emptied meanwhile makes
 * the whole order fail, so no card is ever taken below zero.
 */
async function record(deps: OrderDeps, order: Omit<NewOrder, 'orderNumber'>, code: string | null, cardTakes: CardTake[]): Promise<Recorded> {
  for (let attempt = 0; ; attempt++) {
    const number = orderNumber(helsinkiDay(deps.now), deps.random(6))
    try {
      return await deps.db.transaction(async (tx) => {
        if (deps.db.dialect === 'postgres') await lockKeys(tx, [`pending:${order.clientKey}`, `pending:${order.contact.email.trim().toLowerCase()}`])
        if (await tooManyPending(deps, tx, order.contact.email)) throw new TooManyPending()
        if (code && !(await takeDiscountUse(tx, code))) throw new UsedUp()
        const orderId = await insertOrder(tx, { ...order, orderNumber: number }, deps.now)
        // In card id order, as holds are given back, so two orders sharing cards never deadlock on PostgreSQL.
        for (const take of cardTakes.toSorted((a, b) => a.cardId - b.cardId))
          if (!(await holdOnCard(tx, take.cardId, orderId, take.amount, deps.now))) throw new CardChanged()
        await appendEvent(
          tx,
          orderId,
          'submitted',
          { to: 'pending_payment' },
          { holdExpiresAt: order.holdExpiresAt.toISOString(), heldSlots: order.heldSlots },
          deps.now,
        )
        return { orderId, orderNumber: number }
      })
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error
    }
  }
}

export async function submitOrder(deps: OrderDeps, input: SubmitRequest): Promise<ServiceResult<SubmitResponse, 400 | 404 | 409 | 429 | 502 | 503>> {
  // While staff keep the shop in maintenance, no new order starts; payments already under way finish.
  if (await maintenanceOn(deps.db)) return refuse(503, 'maintenance')
  const origin = returnOrigin(deps, input.redirectBaseUrl)
  if (!origin) return refuse(400, 'redirectBaseUrl is not this site', 'redirectBaseUrl')
  if (!input.termsAccepted) return refuse(400, 'termsNotAccepted', 'termsAccepted')
  await expireStaleOrders(deps)
  // Before pricing: the earlier order's own holds would make the changed cart look unavailable.
  await replaceOwnPending(deps)
  if (await tooManyPending(deps, deps.db, input.contactDetails.email)) return refuse(429, 'tooManyPendingOrders')

  const cart = await priceCart(
    deps,
    input.items.map((item, i) => ({ ...item, id: String(i) })),
    input.promotionCode,
  )
  const buysGiftCards = cart.lines.some((l) => l.product.kind === 'giftcard')
  const cards = await priceGiftCards(deps, input.giftCardCodes, cart.totals.totalWithTax, buysGiftCards)
  const refusedCard = cards.results.findIndex((r) => r.status !== 'applied' && r.status !== 'notNeeded')
  const unavailable = cart.unavailable[0]
  if (unavailable) return refuse(409, unavailable.reason === 'outOfSeason' ? 'outOfSeason' : 'unavailable', `items.${unavailable.id}`)
  if (!giftCardAlone(cart.lines.map(cartTypeOfLine))) return refuse(400, 'giftCardAlone', 'items')
  const unnamed = cart.lines.findIndex((l) => !named(l))
  if (unnamed >= 0) return refuse(400, 'guestNames', `items.${unnamed}.metadata.guests`)
  if (input.promotionCode && cart.promotion?.status !== 'applied') return refuse(409, `promotion:${cart.promotion?.status ?? 'unknown'}`, 'promotionCode')
  if (refusedCard >= 0)
    return refuse(
      cards.results[refusedCard]!.status === 'limited' ? 429 : 409,
      `giftCard:${cards.results[refusedCard]!.status}`,
      `giftCardCodes.${refusedCard}`,
    )
  const giftCardTotal = giftCardTotalOf(cards.results)
  const cardTakes = cards.results.filter((r) => r.status === 'applied').map((r) => ({ cardId: cards.cards.get(r.code)!.id, amount: r.amount }))
  const amountToPay = cart.totals.totalWithTax - giftCardTotal
  if (cart.totals.totalWithTax === 0 && (await tooManyFree(deps, input.contactDetails.email))) return refuse(429, 'tooManyOrders')

  // The holds carry their own reference, so nothing about them depends on the order number.
  const holdRef = randomUUID()
  const expiresAt = new Date(deps.now.getTime() + deps.startHoldMinutes * 60_000)
  const heldRows = await hold(deps, cart.lines, holdRef, expiresAt)
  if (heldRows === null) {
    await releaseAllocations(deps.db, holdRef)
    return refuse(409, 'unavailable', 'items')
  }
  const heldSlots = heldRows.reduce((n, rows) => n + rows.length, 0)

  const code = cart.appliedCode
  let recorded: Recorded
  try {
    recorded = await record(
      deps,
      {
        locale: deps.catalogue.locale,
        holdExpiresAt: expiresAt,
        holdRef,
        heldSlots,
        termsAcceptedAt: deps.now,
        clientKey: deps.clientKey,
        browserRef: deps.browserRef,
        contact: input.contactDetails,
        additionalInformation: input.additionalInformation ?? '',
        marketing: input.marketing ?? false,
        promoCode: code,
        totalWithTax: cart.totals.totalWithTax,
        totalWithoutTax: cart.totals.totalWithoutTax,
        taxAmount: cart.totals.taxAmount,
        discount: cart.totals.discount,
        giftCardTotal,
        vat: cart.totals.vat,
        lines: cart.lines.map((line, i) => orderLineOf(line, heldRows[i]!)),
      },
      code,
      cardTakes,
    )
  } catch (error) {
    await releaseAllocations(deps.db, holdRef)
    if (error instanceof UsedUp) return refuse(409, 'promotion:usedUp', 'promotionCode')
    if (error instanceof CardChanged) return refuse(409, 'giftCard:balanceChanged', 'giftCardCodes')
    if (error instanceof TooManyPending) return refuse(429, 'tooManyPendingOrders')
    throw error
  }
  const { orderId, orderNumber: number } = recorded

  const stamp = randomUUID()
  const checkout = `${origin}${localizedPath('checkout', deps.catalogue.locale)}?transactionId=${stamp}`
  // Nothing left to pay (free, or gift cards pay it all): confirmed at once, without the terminal.
  if (amountToPay === 0) {
    await confirmFree(deps, orderId, stamp)
    return { ok: true, value: { paymentTerminalUrl: `${checkout}&responseCode=OK`, orderNumber: number, transactionId: stamp, giftCards: cards.results } }
  }
  const itemAmounts = lessGiftCards(
    cart.lines.map((l) => l.unitPrice * l.quantity - l.discount),
    giftCardTotal,
  )
  const c = input.contactDetails
  try {
    const payment = await deps.provider.createPayment({
      stamp,
      orderNumber: number,
      amount: amountToPay,
      language: input.paymentTerminalLanguage,
      customer: { email: c.email, firstName: c.firstName, lastName: c.lastName, phone: c.phoneNumber },
      items: cart.lines
        .map((l, i) => ({
          productCode: l.product.code,
          title: l.product.marketingName || l.product.name,
          unitPrice: itemAmounts[i]!,
          units: 1,
          vatBasisPoints: l.product.taxBasisPoints,
        }))
        .filter((item) => item.unitPrice > 0),
      successUrl: `${checkout}&responseCode=OK`,
      cancelUrl: `${checkout}&responseCode=Cancel`,
      callbackUrl: `${deps.callbackBase}/proxy/payment/callback?transactionId=${stamp}`,
    })
    await deps.db.transaction((tx) =>
      insertPayment(
        tx,
        {
          orderId,
          stamp,
          provider: deps.provider.name,
          providerId: payment.providerId,
          status: 'created',
          amount: amountToPay,
          terminalUrl: payment.terminalUrl,
        },
        deps.now,
      ),
    )
    // The browser goes to the terminal through the shop, which then holds the cart for the payment.
    return {
      ok: true,
      value: {
        paymentTerminalUrl: `${origin}${terminalRedirectPath}?transactionId=${stamp}`,
        orderNumber: number,
        transactionId: stamp,
        giftCards: cards.results,
      },
    }
  } catch (error) {
    console.error('[checkout] starting the payment failed', error)
    await deps.db.transaction(async (tx) => {
      if (await swapStatus(tx, orderId, 'pending_payment', 'payment_failed', deps.now)) {
        await appendEvent(tx, orderId, 'paymentStartFailed', { from: 'pending_payment', to: 'payment_failed' }, { error: String(error) }, deps.now)
        await giveBack(tx, { id: orderId, holdRef, promoCode: code }, deps.now)
      }
    })
    return refuse(502, 'paymentProvider')
  }
}

class UsedUp extends Error {}
class CardChanged extends Error {}
class TooManyPending extends Error {}
