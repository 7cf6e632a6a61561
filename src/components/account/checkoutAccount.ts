/** The account calls placed with an order (docs/roles.md, docs/api.md), sent from the browser as it leaves for the terminal. */
import { accountCallsAtOrder } from '@/domain/accounts/checkoutAccount'
import type { AccountView } from '@/domain/accounts/api'
import type { GuestFormValues } from '@/domain/checkout/guestForm'
import type { Locale } from '@/domain/locale'
import { accountApi, type AccountAnswer } from './accountApi'
import { asCustomer } from './sessionStore'

/**
 * docs/shop.md#member-prices: the access cookie lasts 15 minutes, and the payment step may be open
 * longer. A signed-in customer's order goes in with a live one (refreshed when it ran out), so the order
 * is theirs and priced as the page showed it. False when the sign-in has ended: the session is then
 * signed out here too, and the cart is priced again without it.
 */
export async function signedInForOrder(user: AccountView | null, locale: Locale): Promise<boolean> {
  if (!user) return true
  const answer = await asCustomer(locale, () => accountApi.user(locale))
  return answer.ok || answer.error.status !== 401
}

/** How long the way to the payment terminal waits for them; they finish on their own after that. */
const waitMs = 2_000

/**
 * Saves edited details, subscribes and registers as the form asked. None of them may stop or hold up
 * the order (it is placed already): they outlive the page, and failures are only logged; the visitor
 * can do each again later.
 */
export async function placeOrderAccountCalls(values: GuestFormValues, user: AccountView | null, locale: Locale) {
  const calls = accountCallsAtOrder(values, user)
  const keepalive = { keepalive: true }
  const pending: Promise<AccountAnswer<unknown>>[] = []
  if (calls.saveProfile) pending.push(asCustomer(locale, () => accountApi.saveUser(calls.saveProfile!, locale, keepalive)))
  if (calls.subscribe) pending.push(accountApi.subscribe(calls.subscribe, locale, keepalive))
  if (calls.registerWithoutPassword) pending.push(accountApi.registerWithoutPassword(calls.registerWithoutPassword, locale, keepalive))
  const logged = Promise.all(pending).then((answers) => {
    for (const answer of answers) if (!answer.ok) console.warn('Account call at checkout failed', answer.error.status)
  })
  await Promise.race([logged, new Promise((resolve) => setTimeout(resolve, waitMs))])
}
