/** The account calls placed with an order (spec §6, §7), run in the browser before it leaves for the terminal. */
import { accountCallsAtOrder } from '@/domain/accounts/checkoutAccount'
import type { AccountView } from '@/domain/accounts/api'
import type { GuestFormValues } from '@/domain/checkout/guestForm'
import type { Locale } from '@/domain/locale'
import { accountApi } from './accountApi'

export { prefillOf } from '@/domain/accounts/checkoutAccount'

/**
 * Saves edited details, subscribes and registers as the form asked. None of them may stop the order
 * (it is placed already), so failures are only logged; the visitor can do each again later.
 */
export async function placeOrderAccountCalls(values: GuestFormValues, user: AccountView | null, locale: Locale) {
  const calls = accountCallsAtOrder(values, user)
  const pending = [
    calls.saveProfile ? accountApi.saveUser(calls.saveProfile, locale) : null,
    calls.subscribe ? accountApi.subscribe(calls.subscribe, locale) : null,
    calls.registerWithoutPassword ? accountApi.registerWithoutPassword(calls.registerWithoutPassword, locale) : null,
  ]
  for (const answer of await Promise.all(pending)) if (answer && !answer.ok) console.warn('Account call at checkout failed', answer.error.status)
}
