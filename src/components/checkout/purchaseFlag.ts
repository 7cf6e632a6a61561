/**
 * The `purchaseFlag` cookie (docs/behaviour.md#submit): set when the browser leaves for the payment
 * terminal, removed when the submit fails or the return has been handled. While it is set, a visit
 * to the checkout without a payment return means the visitor came back from the terminal some other
 * way (the browser's back button), so the cart that was put aside is brought back.
 */
export const purchaseFlagName = 'purchaseFlag'

/** docs/limits.md#cookies-and-storage default cookie: one day, path /, SameSite Lax; Secure whenever the page is https. */
export function purchaseFlagCookie(secure: boolean): string {
  return `${purchaseFlagName}=1; Path=/; Max-Age=${24 * 60 * 60}; SameSite=Lax${secure ? '; Secure' : ''}`
}

export function expiredPurchaseFlagCookie(secure: boolean): string {
  return `${purchaseFlagName}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`
}

export function hasPurchaseFlag(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${purchaseFlagName}=`) && part.trim() !== `${purchaseFlagName}=`)
}

const isHttps = () => window.location.protocol === 'https:'

export function setPurchaseFlag() {
  document.cookie = purchaseFlagCookie(isHttps())
}

export function removePurchaseFlag() {
  document.cookie = expiredPurchaseFlagCookie(isHttps())
}

export const purchaseFlagIsSet = () => hasPurchaseFlag(document.cookie)
