/**
 * The digital cart (docs/content-model.md#the-pass-cart): one small store outside React, read with
 * useSyncExternalStore, kept in localStorage under `digitalCart`. It is validated by the server on
 * start and after every change (a new call aborts the one before); a refused cart is cleared with the
 * cartValidationFailed notice (docs/messages.md).
 */
import { pushEvent } from '@/components/analytics/dataLayer'
import { externalStore } from '@/components/ui/externalStore'
import { fromPass, linesEvent } from '@/domain/analytics/ecommerce'
import { pageLocale } from '@/components/ui/pageLocale'
import * as rules from '@/domain/checkout/digitalCart'
import type { DigitalCartTotals } from '@/domain/checkout/digitalCartApi'
import { defaultLocale, type Locale } from '@/domain/locale'
import { mainCartPart, shareWithMainCart } from './mainCart'
import { storageKey } from './storageKey'
import { amountOrDefault } from '@/domain/checkout/passAmount'
import { fetchValidation, isRefusal } from './validateClient'
import { sessionStore } from '@/components/account/sessionStore'
import { readCustomerData } from '@/components/checkout/customerStorage'

/** `refused`: the server refused the cart and it was cleared; `unchecked`: the server could not be asked. */
export type DigitalCartProblem = 'refused' | 'unchecked' | null

export type DigitalCartSnapshot = {
  /** False until browser storage has been read (and always on the server). */
  hydrated: boolean
  items: rules.DigitalCartItem[]
  totals: DigitalCartTotals
  checking: boolean
  problem: DigitalCartProblem
}

const serverSnapshot: DigitalCartSnapshot = {
  hydrated: false,
  items: [],
  totals: rules.zeroTotals,
  checking: false,
  problem: null,
}

let cart: rules.DigitalCart = rules.emptyDigitalCart
let loaded = false
let locale: Locale = defaultLocale
let request: AbortController | null = null
/** The storage text as last read or written here: an event with another text comes from another tab. */
let storedText: string | null = null
const store = externalStore(serverSnapshot, ensureLoaded)

function publish(patch: Partial<DigitalCartSnapshot>) {
  store.publish(patch)
  if (patch.items) shareWithMainCart(() => rules.orderLinesOf(cart), clearDigitalCart)
}

function save() {
  try {
    storedText = cart.items.length === 0 ? null : JSON.stringify(cart)
    if (storedText === null) window.localStorage.removeItem(storageKey)
    else window.localStorage.setItem(storageKey, storedText)
  } catch {
    // Storage can be full or blocked (private mode); the cart still works for this page.
  }
}

/** What is bought: two tabs in different languages must not keep rewriting each other's names. */
const essentials = (c: rules.DigitalCart) => JSON.stringify(c.items.map((i) => [i.code, i.amount]))

function read(): rules.DigitalCart {
  try {
    storedText = window.localStorage.getItem(storageKey)
    return rules.parseStoredCart(storedText ? JSON.parse(storedText) : null)
  } catch {
    return rules.emptyDigitalCart
  }
}

/** docs/roles.md#customer: the signed-in customer's e-mail, or the one the checkout form keeps. */
function customerEmail(): string {
  const session = sessionStore.getSnapshot()
  return session.status === 'signedIn' ? session.user.email : (readCustomerData().email ?? '')
}

function revalidate() {
  request?.abort()
  request = null
  if (cart.items.length === 0) {
    publish({ checking: false, totals: rules.zeroTotals })
    return
  }
  const controller = new AbortController()
  request = controller
  publish({ checking: true })
  fetchValidation(rules.validateRequestOf(cart, customerEmail()), locale, controller.signal).then(
    (answer) => {
      if (controller.signal.aborted) return
      const sent = cart
      cart = rules.applyValidation(answer)
      // The server's names and prices are saved with the next change; only a changed amount is saved now.
      if (essentials(sent) !== essentials(cart)) save()
      publish({ items: cart.items, totals: answer.totals, checking: false, problem: null })
    },
    (error: unknown) => {
      if (controller.signal.aborted) return
      if (isRefusal(error)) {
        cart = rules.resetCart()
        save()
        publish({ items: cart.items, totals: rules.zeroTotals, checking: false, problem: 'refused' })
        return
      }
      console.error('Digital cart validation failed', error)
      publish({ checking: false, problem: 'unchecked' })
    },
  )
}

function commit(next: rules.DigitalCart) {
  cart = next
  save()
  publish({ items: cart.items })
  revalidate()
}

function load() {
  cart = read()
  publish({ hydrated: true, items: cart.items })
  revalidate()
}

function ensureLoaded() {
  if (loaded || typeof window === 'undefined') return
  loaded = true
  locale = pageLocale(locale)
  load()
  // Another tab changed the cart: take its version and check it again.
  window.addEventListener('storage', (event) => {
    if (event.key === null || (event.key === storageKey && event.newValue !== storedText)) load()
  })
}

export const { subscribe, getSnapshot, getServerSnapshot } = store

/** Names come in the page's language: a language change validates (and names) the items again. */
export function syncLocale(next: Locale) {
  if (next === locale) return
  locale = next
  if (loaded && cart.items.length > 0) revalidate()
}

/** Adds a pass, or says why the visitor's one cart cannot take it (a gift card in it, or full). */
export function addPass(item: Parameters<typeof rules.addItem>[1], options: { silent?: boolean } = {}): rules.AddResult | rules.PassRefusal {
  ensureLoaded()
  const refusal = rules.passRefusal(cart, item.code, mainCartPart())
  if (refusal) return refusal
  const { cart: next, result } = rules.addItem(cart, item, options)
  publish({ problem: null })
  commit(next)
  pushEvent(linesEvent('add_to_cart', [fromPass({ ...item, amount: amountOrDefault(item.amount) })]))
  return result
}

export function setPassAmount(code: string, amount: number) {
  commit(rules.setAmount(cart, code, amount))
}

export function removePass(code: string) {
  const removed = cart.items.filter((item) => item.code === code)
  commit(rules.removeItem(cart, code))
  if (removed.length > 0) pushEvent(linesEvent('remove_from_cart', removed.map(fromPass)))
}

export function clearDigitalCart() {
  ensureLoaded()
  commit(rules.resetCart())
}

export function dismissProblem() {
  publish({ problem: null })
}

/** After an "unchecked" failure: ask the server again. */
export function retryValidation() {
  publish({ problem: null })
  revalidate()
}

/** The items as checkout's order lines `{ productCode, metadata: { amount } }`. */
export function digitalOrderLines() {
  ensureLoaded()
  return rules.orderLinesOf(cart)
}
