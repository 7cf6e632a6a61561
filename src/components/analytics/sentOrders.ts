/**
 * `purchase` is reported once per order (docs/consent.md#events): the order numbers already handed
 * to the tag manager are kept in the browser, so a reload of the confirmation, or a visit from the
 * history, does not count the sale again. A number is kept only once the container may run (with
 * analytics or marketing consent): before that the event went nowhere, and may go after consent.
 */
import type { EcommerceEvent } from '@/domain/analytics/ecommerce'
import { tagManagerAllowed } from '@/domain/consent/consentChoice'
import { consentChoice } from '@/components/consent/consentState'
import { pushEvent } from './dataLayer'

const storageKey = 'analytics.sentOrders'
/** Enough for any visitor's recent orders; the oldest are forgotten first. */
const kept = 30
const unsent = new Set<string>()

function read(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]')
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []
  } catch {
    return []
  }
}

function remember(orderNumbers: string[]) {
  try {
    localStorage.setItem(storageKey, JSON.stringify([...read(), ...orderNumbers].slice(-kept)))
  } catch {
    // Storage off: the event may be counted again on a reload; nothing else is lost.
  }
}

export function pushPurchaseOnce(event: EcommerceEvent) {
  const orderNumber = event.ecommerce.transaction_id
  if (!orderNumber || unsent.has(orderNumber) || read().includes(orderNumber)) return
  pushEvent(event)
  if (tagManagerAllowed(consentChoice())) remember([orderNumber])
  else unsent.add(orderNumber)
}

/** Consent given on the page after a purchase was pushed: the container now reads it, so it counts as sent. */
export function purchasesNowSent() {
  if (unsent.size === 0) return
  remember([...unsent])
  unsent.clear()
}
