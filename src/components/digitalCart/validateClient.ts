/** The browser's validate call (spec §7): codes and amounts out, the server's prices and upsells back. */
import { ShopRequestError } from '@/components/booking/shopClient'
import { validatePath, type ValidateRequest, type ValidateResponse } from '@/domain/checkout/digitalCartApi'
import { localeIso, type Locale } from '@/domain/locale'

export async function fetchValidation(body: ValidateRequest, locale: Locale, signal: AbortSignal): Promise<ValidateResponse> {
  const response = await fetch(validatePath, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': localeIso[locale] },
    body: JSON.stringify(body),
    signal,
  })
  if (!response.ok) throw new ShopRequestError(response.status)
  return (await response.json()) as ValidateResponse
}

/** The server refused the cart itself (an unknown or unsellable code, a malformed item): spec §8 clears it. */
export const isRefusal = (error: unknown) => error instanceof ShopRequestError && error.status >= 400 && error.status < 500
