import type { MessageCatalogue } from '@/i18n/messageParts'

/**
 * The texts the cart's client components use: the `cart` area, the digital cart's (its passes are listed
 * with the lines), the shop's display formats, member prices,
 * cancellation terms, the stay rates' names, the gift card balance check and the quantity stepper, and the form messages (the amount steppers).
 */
export const cartMessages = (messages: MessageCatalogue) => ({
  cart: messages.cart,
  digitalCart: messages.digitalCart,
  form: messages.form,
  shop: {
    format: messages.shop.format,
    cancellation: messages.shop.cancellation,
    giftCardBalance: messages.shop.giftCardBalance,
    stay: { ratePlan: messages.shop.stay.ratePlan },
    member: messages.shop.member,
    // The quantity stepper of a row of tickets.
    stepper: messages.shop.stepper,
  },
})
