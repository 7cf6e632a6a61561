/** The browser's validate call (docs/api.md#cart-and-orders): codes and amounts out, the server's prices and upsells back. */
import { postShop, ShopRequestError } from '@/components/booking/shopClient'
import { validatePath, type ValidateRequest, type ValidateResponse } from '@/domain/checkout/digitalCartApi'
import type { Locale } from '@/domain/locale'

export const fetchValidation = (body: ValidateRequest, locale: Locale, signal: AbortSignal) => postShop<ValidateResponse>(validatePath, body, locale, signal)

/** The server refused the cart itself (an unknown or unsellable code, a malformed item): docs/messages.md#shop-and-cart clears it. */
export const isRefusal = (error: unknown) => error instanceof ShopRequestError && error.status >= 400 && error.status < 500
