/** The body of the order submit call (docs/behaviour.md#submit, docs/api.md#cart-and-orders) from the cart and the guest form. */
import type { CartLine } from '@/domain/cart/cartLine'
import type { SubmitRequest } from '@/domain/checkout/api'
import { allTermsAccepted, toContactDetails, type GuestFormValues } from '@/domain/checkout/guestFormRules'
import type { Locale } from '@/domain/locale'

type Input = {
  /** `window.location.origin`: the terminal returns to this site's own /checkout. */
  origin: string
  locale: Locale
  lines: CartLine[]
  /** The activities shop's passes: `{ productCode, metadata: { amount } }`. */
  passes?: SubmitRequest['items']
  /** Only a code the cart has applied; an unknown code would only make the submit fail. */
  promotionCode: string | null
  /** Only the gift cards that pay something (docs/gift-cards.md#redeeming), in the order entered. */
  giftCardCodes?: string[]
  values: GuestFormValues
}

/**
 * Guest names live in `personNames` while the visitor types them; the order needs them on
 * `metadata.guests` (docs/api.md#cart-and-orders), in guest order, so each name keeps its guest type.
 */
function metadataWithNames(line: CartLine): CartLine['metadata'] {
  const guests = line.metadata.guests
  if (!guests || line.personNames.length === 0) return line.metadata
  const named = guests.map((guest, i) => {
    const name = line.personNames[i]
    return name ? { ...guest, firstName: name.firstName.trim(), lastName: name.lastName.trim() } : guest
  })
  return { ...line.metadata, guests: named }
}

export function submitBody({ origin, locale, lines, passes = [], promotionCode, giftCardCodes = [], values }: Input): SubmitRequest {
  return {
    redirectBaseUrl: origin,
    paymentTerminalLanguage: locale,
    items: [
      ...lines.map((line) => ({
        productCode: line.productCode,
        bundledProductCodes: line.bundledProductCodes,
        metadata: metadataWithNames(line),
      })),
      ...passes,
    ],
    ...(promotionCode ? { promotionCode } : {}),
    ...(giftCardCodes.length > 0 ? { giftCardCodes } : {}),
    contactDetails: toContactDetails(values),
    ...(values.additionalInformation.trim() ? { additionalInformation: values.additionalInformation.trim() } : {}),
    marketing: values.marketingEmail,
    // The server refuses an order without both acceptances; the checkboxes are the only source of it.
    termsAccepted: allTermsAccepted(values.terms),
  }
}
