/** The gift card balance check (docs/gift-cards.md#balance-check): `POST vm-shopping/v1/giftcard/balance`. */
import type { GiftCardBalance } from '@/domain/checkout/api'
import { localeIso, type Locale } from '@/domain/locale'

export const giftCardBalancePath = '/proxy/vm-shopping/v1/giftcard/balance'

/** `unknown`: no card has the code (404); `limited`: too many unknown codes from this client lately (429). */
export type BalanceOutcome = { kind: 'found'; card: GiftCardBalance } | { kind: 'unknown' | 'limited' | 'failed' }

const isBalance = (body: unknown): body is GiftCardBalance => {
  const b = body as Partial<GiftCardBalance> | null
  return typeof b?.code === 'string' && Number.isInteger(b.balance) && typeof b.expiresAt === 'string'
}

export function balanceOutcome(status: number, body: unknown): BalanceOutcome {
  if (status === 200 && isBalance(body)) return { kind: 'found', card: body }
  if (status === 404) return { kind: 'unknown' }
  if (status === 429) return { kind: 'limited' }
  return { kind: 'failed' }
}

export async function checkGiftCardBalance(code: string, locale: Locale): Promise<BalanceOutcome> {
  try {
    const response = await fetch(giftCardBalancePath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': localeIso[locale] },
      body: JSON.stringify({ code }),
    })
    return balanceOutcome(response.status, await response.json().catch(() => null))
  } catch {
    return { kind: 'failed' }
  }
}
