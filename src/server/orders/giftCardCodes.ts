import 'server-only'
/**
 * Entered gift card codes, looked up (docs/gift-cards.md#redeeming): what each would pay of an
 * order's total, for totals, submit and the balance check. A client that has tried too many
 * unknown codes lately gets `limited` for every code, the real ones included: answering those would
 * go on telling a guesser which codes exist.
 */
import type { Cents } from '@/domain/catalogue'
import type { GiftCardBalance, GiftCardBalanceRequest, GiftCardCodeResult } from '@/domain/checkout/api'
import { normalizeGiftCardCode, payWithCards, type FoundCard } from '@/domain/giftCards/redemption'
import { lastDayOf } from '@/domain/giftCards/validity'
import { helsinkiDay } from '@/domain/helsinki'
import { distinctTries } from '@/server/accounts/rateLimit'
import type { ShopDeps } from '@/server/catalogue/shopDeps'
import { findCardByCode, type CardRow } from '@/server/db/giftCardStore'
import type { ServiceResult } from '@/server/http/serviceResult'

/** Different unknown codes a client may try in a window: enough for typos, far too few to find a card by guessing. */
export const giftCardGuessLimit = { max: 10, windowSeconds: 900 }

type Deps = Pick<ShopDeps, 'db' | 'now' | 'clientKey'>

const guessKey = (deps: Deps) => `giftcard:${deps.clientKey}`

/** True when the client has used up its unknown-code tries. */
export async function guessingLimited(deps: Deps): Promise<boolean> {
  return (await distinctTries(deps.db, guessKey(deps), null, giftCardGuessLimit.windowSeconds, deps.now)) >= giftCardGuessLimit.max
}

/**
 * The card of one typed code, or null when none has it. An unknown code counts against the client;
 * of a burst of parallel guesses only the first `max` get an answer ('limited' for the rest).
 */
export async function lookUpCard(deps: Deps, typed: string): Promise<CardRow | null | 'limited'> {
  const code = normalizeGiftCardCode(typed)
  if (code === '') return null
  if (await guessingLimited(deps)) return 'limited'
  const card = await findCardByCode(deps.db, code)
  if (card) return card
  const tries = await distinctTries(deps.db, guessKey(deps), code, giftCardGuessLimit.windowSeconds, deps.now)
  return tries > giftCardGuessLimit.max ? 'limited' : null
}

export const foundCard = (card: CardRow): FoundCard => ({ code: card.code, balance: card.balance, lastDay: lastDayOf(card.validUntil) })

export type PricedCards = { results: GiftCardCodeResult[]; cards: Map<string, CardRow> }

/**
 * What the typed codes pay of `total`, in the order typed. `forGiftCards`: the order buys gift
 * cards, which a gift card cannot pay for (it would only turn one card into another).
 */
export async function priceGiftCards(deps: Deps, typed: string[] | undefined, total: Cents, forGiftCards = false): Promise<PricedCards> {
  if (forGiftCards) {
    const results = (typed ?? []).map((raw) => ({
      code: normalizeGiftCardCode(raw),
      status: 'notForGiftCards' as const,
      amount: 0,
      balanceAfter: null,
      expiresAt: null,
    }))
    return { results, cards: new Map() }
  }
  const cards = new Map<string, CardRow>()
  const entered: { code: string; card: FoundCard }[] = []
  const limited = new Set<number>()
  for (const [i, raw] of (typed ?? []).entries()) {
    const code = normalizeGiftCardCode(raw)
    const card = cards.get(code) ?? (await lookUpCard(deps, raw))
    if (card === 'limited') limited.add(i)
    else if (card) cards.set(code, card)
    entered.push({ code, card: card && card !== 'limited' ? foundCard(card) : null })
  }
  const results = payWithCards(total, entered, helsinkiDay(deps.now)).map((r, i) =>
    limited.has(i) ? { code: r.code, status: 'limited' as const, amount: 0, balanceAfter: null, expiresAt: null } : r,
  )
  return { results, cards }
}

/**
 * POST vm-shopping/v1/giftcard/balance (docs/gift-cards.md#balance-check): what a card can still
 * pay, amounts held for unpaid orders excluded. 404 for a code no card has, 429 while guessing.
 */
export async function giftCardBalance(deps: Deps, input: GiftCardBalanceRequest): Promise<ServiceResult<GiftCardBalance, 404 | 429>> {
  const card = await lookUpCard(deps, input.code)
  if (card === 'limited') return { ok: false, status: 429, message: 'giftCard:limited', field: 'code' }
  if (!card) return { ok: false, status: 404, message: 'giftCard:unknown', field: 'code' }
  return { ok: true, value: { code: card.code, balance: card.balance, currency: 'EUR', expiresAt: lastDayOf(card.validUntil) } }
}
