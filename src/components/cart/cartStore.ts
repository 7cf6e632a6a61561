/**
 * The visitor's cart: one small store outside React (read with useSyncExternalStore), so the header
 * button, the booking widgets and checkout share it without a provider around the page. It lives in
 * the `cart` cookie and is priced by the server after every change (docs/behaviour.md#cart).
 */
import { newDataKey } from '@/components/booking/dataKey'
import { externalStore } from '@/components/ui/externalStore'
import { pageLocale } from '@/components/ui/pageLocale'
import type { CartLine, PersonName } from '@/domain/cart/cartLine'
import * as rules from '@/domain/cart/cartState'
import { emptyCart, type CartState } from '@/domain/cart/cartState'
import { fromCompact, toCompact } from '@/domain/cart/compactCart'
import { isGiftCard } from '@/domain/cart/giftCards'
import type { CartItemInput, CartTotals, GiftCardCodeResult, PromotionStatus, TotalsRequest, UpgradeSuggestion, UpsellSuggestion } from '@/domain/checkout/api'
import { defaultLocale, type Locale } from '@/domain/locale'
import { pushEvent } from '@/components/analytics/dataLayer'
import { removeCookie, setCookie } from '@/components/consent/cookies'
import { fromCartLine, linesEvent } from '@/domain/analytics/ecommerce'
import { cartCookieMaxCount, cartCookieWrites, decodeCartCookie, encodeCartCookie, fitCartCookie, readCartCookies } from './cartCookie'
import { readPending, removePending, writePending } from './pendingCart'
import { fetchTotals } from './totalsClient'
import { sessionStore } from '@/components/account/sessionStore'

/** The latest successful add, for the first-in-cart popup and the "added" announcement. */
export type AddNotice = { id: number; first: boolean; title: string }

export type CartSnapshot = {
  /** False until the cookie has been read (and always on the server). */
  hydrated: boolean
  lines: CartLine[]
  discountCode: string | null
  totals: CartTotals | null
  promotion: { code: string; status: PromotionStatus } | null
  /** The gift card codes entered, and what the latest totals answer says of each (same order). */
  giftCardCodes: string[]
  giftCards: GiftCardCodeResult[]
  upgrades: Record<string, UpgradeSuggestion[]>
  upsells: UpsellSuggestion[]
  loading: boolean
  lastAdd: AddNotice | null
}

export type AddToCartResult = { ok: true; added: CartLine[] } | { ok: false; reason: 'giftCardMix' | 'full' }

const serverSnapshot: CartSnapshot = {
  hydrated: false,
  lines: [],
  discountCode: null,
  totals: null,
  promotion: null,
  giftCardCodes: [],
  giftCards: [],
  upgrades: {},
  upsells: [],
  loading: false,
  lastAdd: null,
}
/** Room kept free in the cookies when adding, so the guest names typed later still fit. */
const nameReserve = 1500

let cart: CartState = emptyCart
let loaded = false
let locale: Locale = defaultLocale
let request: AbortController | null = null
/** The cookie text as last read or written: a difference means another tab changed the cart. */
let stored = ''
let addCount = 0
const store = externalStore(serverSnapshot, ensureLoaded)
const publish = store.publish

function save(): boolean {
  const chunks = encodeCartCookie(toCompact(cart))
  if (!chunks) return false
  for (const { name, value } of cartCookieWrites(chunks)) {
    if (value === null) removeCookie(name)
    else setCookie(name, value)
  }
  stored = chunks.join('')
  return true
}

/** Lines of the cart's other part (the activities shop's digital tickets), priced together with these. */
let extraItems: () => CartItemInput[] = () => []
/** Empties the other part: "Empty the cart" empties the visitor's one cart, both parts. */
let clearExtras: () => void = () => {}

/**
 * The digital cart registers its lines here, so the totals are of everything the visitor will pay
 * for and the cart's rules (gift card alone, at most so many lines) see both parts.
 */
export function setExtraItems(provider: () => CartItemInput[], clear: () => void = () => {}) {
  extraItems = provider
  clearExtras = clear
  if (loaded) refreshTotals()
}

/** The other part as the cart's rules count it: one item per pass, as the totals and submit calls send them. */
const otherPart = () => ({ items: extraItems().length })

const withExtras = (request: TotalsRequest, extras: CartItemInput[]): TotalsRequest => ({ ...request, items: [...request.items, ...extras] })

/** docs/behaviour.md#availability: every change is priced again; a new request aborts the one before it. */
function refreshTotals() {
  request?.abort()
  request = null
  const expired = rules.expireDiscount(cart, Date.now())
  if (expired !== cart) commit(expired, false)
  const extras = extraItems()
  if (cart.lines.length === 0 && extras.length === 0) {
    publish({ loading: false, totals: null, promotion: null, giftCards: [], upgrades: {}, upsells: [] })
    return
  }
  const controller = new AbortController()
  request = controller
  publish({ loading: true })
  fetchTotals(withExtras(rules.totalsRequest(cart), extras), locale, controller.signal).then(
    (answer) => {
      if (controller.signal.aborted) return
      const priced = rules.applyTotals(cart.lines, answer)
      cart = { ...cart, lines: priced.lines }
      publish({
        lines: cart.lines,
        totals: priced.totals,
        promotion: priced.promotion,
        giftCards: priced.giftCards,
        upgrades: priced.upgrades,
        upsells: priced.upsells,
        loading: false,
      })
    },
    (error: unknown) => {
      if (controller.signal.aborted) return
      // docs/messages.md#shop-and-cart: a failed totals load is only logged; the lines keep their last prices.
      console.error('Cart totals failed', error)
      publish({ loading: false })
    },
  )
}

function commit(next: CartState, refresh = true) {
  cart = next
  save()
  publish({ lines: cart.lines, discountCode: cart.discountCode, giftCardCodes: cart.giftCardCodes })
  if (refresh) refreshTotals()
}

function readCookie() {
  const chunks = readCartCookies(document.cookie)
  stored = chunks.join('')
  cart = fromCompact(decodeCartCookie(chunks))
  // Written when more cookies were allowed: rewritten into the cookies allowed now (the extra ones
  // are deleted), keeping the first lines that fit.
  if (chunks.length > cartCookieMaxCount) {
    cart = { ...cart, lines: cart.lines.slice(0, fitCartCookie(toCompact(cart)).l.length) }
    save()
  }
  publish({ hydrated: true, lines: cart.lines, discountCode: cart.discountCode, giftCardCodes: cart.giftCardCodes })
  refreshTotals()
}

/** Another tab, or checkout before a payment, may have changed the cookie meanwhile. */
function rereadIfChanged() {
  if (document.visibilityState === 'visible' && readCartCookies(document.cookie).join('') !== stored) readCookie()
}

/** A signed-in session's membership; '' for a visitor who is not signed in (or not known yet). */
function membershipKey(): string {
  const session = sessionStore.getSnapshot()
  return session.status === 'signedIn' ? `member:${session.user.loyaltyMember}` : ''
}

/**
 * docs/shop.md#member-prices: the server prices from the session, so signing in or out, joining or
 * leaving the programme, or a restored session (its access cookie refreshed after the first totals
 * call) prices the cart again. A guest's page settling on "signed out" changes nothing.
 */
function repriceOnSessionChange() {
  let seen = membershipKey()
  sessionStore.subscribe(() => {
    const next = membershipKey()
    if (next === seen) return
    seen = next
    refreshTotals()
  })
}

function ensureLoaded() {
  if (loaded || typeof document === 'undefined') return
  loaded = true
  locale = pageLocale(locale)
  readCookie()
  document.addEventListener('visibilitychange', rereadIfChanged)
  window.addEventListener('pageshow', rereadIfChanged)
  repriceOnSessionChange()
}

export const { subscribe, getSnapshot, getServerSnapshot } = store

/** Titles come in the page's language: a language change prices (and names) the lines again. */
export function syncLocale(next: Locale) {
  if (next === locale) return
  locale = next
  if (loaded && cart.lines.length > 0) refreshTotals()
}

export function addToCart(line: CartLine): AddToCartResult {
  ensureLoaded()
  // The first product of the whole cart: the passes of the activities shop count too.
  const first = cart.lines.length === 0 && extraItems().length === 0
  const result = rules.addLine(cart, line, () => newDataKey(), otherPart())
  if (!result.ok) return result
  if (!encodeCartCookie(toCompact(result.cart), nameReserve)) return { ok: false, reason: 'full' }
  commit(result.cart)
  publish({ lastAdd: { id: ++addCount, first, title: line.title } })
  pushEvent(linesEvent('add_to_cart', result.added.map(fromCartLine)))
  return { ok: true, added: result.added }
}

/** docs/consent.md#events: what the visitor took out of the cart, at the prices they saw. */
function reportRemoved(lines: CartLine[]) {
  if (lines.length > 0) pushEvent(linesEvent('remove_from_cart', lines.map(fromCartLine)))
}

export function removeFromCart(dataKey: string) {
  reportRemoved(cart.lines.filter((line) => line.dataKey === dataKey))
  commit(rules.removeLine(cart, dataKey))
}

/** Takes out several lines at once (every unit of a row with a quantity). */
export function removeLinesFromCart(dataKeys: readonly string[]) {
  reportRemoved(cart.lines.filter((line) => dataKeys.includes(line.dataKey)))
  commit(dataKeys.reduce((next, key) => rules.removeLine(next, key), cart))
}

/**
 * One more unit of a line already in the cart (a row's quantity raised in the cart): the same
 * purchase under a key of its own, by the same rules as adding, without the "added" popup.
 */
export function addUnitOf(dataKey: string): AddToCartResult {
  ensureLoaded()
  const line = cart.lines.find((l) => l.dataKey === dataKey)
  if (!line) return { ok: false, reason: 'full' }
  const result = rules.addLine(cart, { ...line, metadata: { ...line.metadata, amount: 1 } }, () => newDataKey(), otherPart())
  if (!result.ok) return result
  if (!encodeCartCookie(toCompact(result.cart), nameReserve)) return { ok: false, reason: 'full' }
  commit(result.cart)
  pushEvent(linesEvent('add_to_cart', result.added.map(fromCartLine)))
  return { ok: true, added: result.added }
}

/** Names do not change prices, so no totals call for each keystroke. */
export function setPersonNames(dataKey: string, names: PersonName[]) {
  commit(rules.setPersonNames(cart, dataKey, names), false)
}

export function setDiscountCode(code: string | null) {
  commit(rules.setDiscountCode(cart, code, Date.now()))
  if (!cart.discountCode) publish({ promotion: null })
}

/** docs/gift-cards.md#redeeming: at most five, each priced with the cart. */
export function addGiftCardCode(code: string) {
  commit(rules.addGiftCardCode(cart, code))
}

export function removeGiftCardCode(index: number) {
  commit(rules.removeGiftCardCode(cart, index))
  if (cart.giftCardCodes.length === 0) publish({ giftCards: [] })
}

export function upgradeLine(dataKey: string, suggestion: UpgradeSuggestion) {
  publish({ upgrades: Object.fromEntries(Object.entries(getSnapshot().upgrades).filter(([key]) => key !== dataKey)) })
  commit(rules.upgradeLine(cart, dataKey, suggestion))
}

/** "Empty the cart": both parts of the visitor's one cart. */
export function clearCart() {
  reportRemoved(cart.lines)
  commit(emptyCart)
  clearExtras()
}

/**
 * Checkout at submit: only these lines, which are kept aside while the visitor pays. The passes stay
 * in their own storage until the payment's result is known.
 */
export function clearLines() {
  commit(emptyCart)
}

/** What the other part needs to know of this one before adding a pass. */
export function mainPart(): { lines: number; giftCard: boolean } {
  ensureLoaded()
  return { lines: cart.lines.length, giftCard: cart.lines.some((line) => isGiftCard(line.type)) }
}

/** Checkout keeps a copy before it clears the cart at submit. */
export function stashPendingCart() {
  ensureLoaded()
  writePending(cart)
}

/** After a cancelled or failed payment: the kept lines come back. True when something was kept. */
export function restorePendingCart(): boolean {
  ensureLoaded()
  const kept = readPending()
  removePending()
  if (!kept || kept.lines.length === 0) return false
  commit(rules.restoreCart(cart, kept, otherPart()))
  return true
}

export function dropPendingCart() {
  removePending()
}

/** Asks the server for the prices again, e.g. after checkout learned a line cannot be held. */
export function refreshCart() {
  ensureLoaded()
  refreshTotals()
}

/** The product codes in the cart, for the availability call's `productCodesInCart` (docs/api.md#shop). */
export const cartProductCodes = () => getSnapshot().lines.map((line) => line.productCode)
