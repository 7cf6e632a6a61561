/**
 * The `purchaseFlag` cookie (docs/behaviour.md#submit): set when the browser leaves for the payment
 * terminal, removed when the submit fails or the return has been handled. While it is set, a visit
 * to the checkout without a payment return means the visitor came back from the terminal some other
 * way (the browser's back button), so the cart that was put aside is brought back.
 */
import { removeCookie, setCookie } from '@/components/consent/cookies'

/** docs/limits.md#cookies-and-storage default cookie: one day, path /, SameSite Lax, Secure on https (the cookie helper's attributes). */
export const purchaseFlagName = 'purchaseFlag'

export function hasPurchaseFlag(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${purchaseFlagName}=`) && part.trim() !== `${purchaseFlagName}=`)
}

export function setPurchaseFlag() {
  setCookie(purchaseFlagName, '1')
}

export function removePurchaseFlag() {
  removeCookie(purchaseFlagName)
}

export const purchaseFlagIsSet = () => hasPurchaseFlag(document.cookie)
