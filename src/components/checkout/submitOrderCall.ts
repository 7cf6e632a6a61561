/** The order submit call (docs/api.md#cart-and-orders) and what its answer means for the page (docs/behaviour.md, docs/messages.md#checkout). */
import type { SubmitRequest, SubmitResponse } from '@/domain/checkout/api'
import { localeIso, type Locale } from '@/domain/locale'

export const submitPath = '/proxy/vm-shopping/v2/order/submit'

/** The refusals the server names, each with its own notice (`checkout.notice.*`). */
const refusals = {
  guestNames: { status: 400, notice: 'guestNames' },
  giftCardAlone: { status: 400, notice: 'giftCardAlone' },
  termsNotAccepted: { status: 400, notice: 'termsNotAccepted' },
  unavailable: { status: 409, notice: 'unavailable' },
  outOfSeason: { status: 409, notice: 'outOfSeason' },
  'promotion:usedUp': { status: 409, notice: 'promotionUsedUp' },
  'promotion:notValidNow': { status: 409, notice: 'promotionNotValidNow' },
  'promotion:unknown': { status: 409, notice: 'promotionUnknown' },
  'promotion:limited': { status: 409, notice: 'promotionLimited' },
  // docs/gift-cards.md#redeeming: a card that no longer pays what the cart showed (field `giftCardCodes.<i>`).
  'giftCard:unknown': { status: 409, notice: 'giftCardUnknown' },
  'giftCard:expired': { status: 409, notice: 'giftCardExpired' },
  'giftCard:empty': { status: 409, notice: 'giftCardEmpty' },
  'giftCard:duplicate': { status: 409, notice: 'giftCardDuplicate' },
  'giftCard:notForGiftCards': { status: 409, notice: 'giftCardNotForGiftCards' },
  'giftCard:limited': { status: 429, notice: 'giftCardLimited' },
  'giftCard:balanceChanged': { status: 409, notice: 'giftCardBalanceChanged' },
  tooManyPendingOrders: { status: 429, notice: 'tooManyPending' },
  tooManyOrders: { status: 429, notice: 'tooManyOrders' },
  maintenance: { status: 503, notice: 'maintenance' },
  paymentProvider: { status: 502, notice: 'paymentProvider' },
} as const

/** `sessionEnded`: a signed-in customer's sign-in ended before the order went (checked in the browser first). */
export type SubmitNotice = (typeof refusals)[keyof typeof refusals]['notice'] | 'submitFailed' | 'sessionEnded'

export type SubmitOutcome = { ok: true; response: SubmitResponse } | { ok: false; notice: SubmitNotice }

/** A refused gift card: the cart, priced again, shows on the card's own row what is wrong with it. */
const isGiftCardNotice = (notice: SubmitNotice) => notice.startsWith('giftCard') && notice !== 'giftCardAlone'

/** Notices about something in the cart, or the sign-in, which are on step 1: the page offers the way back there. */
export const fixedInCart = (notice: SubmitNotice) =>
  notice === 'sessionEnded' ||
  notice === 'unavailable' ||
  notice === 'outOfSeason' ||
  notice === 'guestNames' ||
  notice === 'giftCardAlone' ||
  notice.startsWith('promotion') ||
  isGiftCardNotice(notice)

/** Notices after which the cart's prices (or its discount code) have changed: the cart is priced again. */
export const repricesCart = (notice: SubmitNotice) =>
  notice === 'unavailable' || notice === 'outOfSeason' || notice.startsWith('promotion') || isGiftCardNotice(notice)

const isRefusal = (message: unknown): message is keyof typeof refusals => typeof message === 'string' && Object.hasOwn(refusals, message)

/**
 * Reads the answer: a terminal address to go to, or which notice to show. A refusal the server names
 * with its expected status gets its own notice; anything else, including a body that is not what we
 * expect, is the generic `submitFailed`.
 */
export function submitOutcome(status: number, body: unknown): SubmitOutcome {
  const fields = (body ?? {}) as Partial<SubmitResponse> & { message?: unknown }
  if (status >= 200 && status < 300 && typeof fields.paymentTerminalUrl === 'string' && fields.paymentTerminalUrl !== '') {
    return { ok: true, response: fields as SubmitResponse }
  }
  if (status >= 200 && status < 300) return { ok: false, notice: 'submitFailed' }
  const refusal = isRefusal(fields.message) ? refusals[fields.message] : null
  return { ok: false, notice: refusal && refusal.status === status ? refusal.notice : 'submitFailed' }
}

export async function submitOrder(body: SubmitRequest, locale: Locale): Promise<SubmitOutcome> {
  try {
    const response = await fetch(submitPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': localeIso[locale] },
      body: JSON.stringify(body),
    })
    const answer: unknown = await response.json().catch(() => null)
    return submitOutcome(response.status, answer)
  } catch {
    // Offline or the connection dropped: the visitor may try again.
    return { ok: false, notice: 'submitFailed' }
  }
}
