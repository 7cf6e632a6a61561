/** The order submit call (spec §7) and what its answer means for the page (spec §4, §8). */
import type { SubmitRequest, SubmitResponse } from '@/domain/checkout/api'
import { localeIso, type Locale } from '@/domain/locale'

export const submitPath = '/proxy/vm-shopping/v2/order/submit'

export type SubmitOutcome = { ok: true; response: SubmitResponse } | { ok: false; notice: 'submitFailed' | 'unavailable' }

/**
 * Reads the answer: a terminal address to go to, or which notice to show. A line the server could
 * not hold answers `unavailable` (409); anything else, including a body that is not what we expect,
 * is the generic `submitFailed`.
 */
export function submitOutcome(status: number, body: unknown): SubmitOutcome {
  const fields = (body ?? {}) as Partial<SubmitResponse> & { message?: unknown }
  if (status >= 200 && status < 300 && typeof fields.paymentTerminalUrl === 'string' && fields.paymentTerminalUrl !== '') {
    return { ok: true, response: fields as SubmitResponse }
  }
  if (status >= 200 && status < 300) return { ok: false, notice: 'submitFailed' }
  return { ok: false, notice: fields.message === 'unavailable' ? 'unavailable' : 'submitFailed' }
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
