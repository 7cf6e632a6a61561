import type { MessageCatalogue } from '@/i18n/messageParts'

/**
 * The shop islands' texts: the `shop` texts, the booking search and price calendar texts, the form
 * messages (the gift card form) and the digital cart's (a pass's page), not the whole catalogue.
 */
export const shopMessages = (messages: MessageCatalogue) => ({
  shop: messages.shop,
  bookingSearch: messages.bookingSearch,
  form: messages.form,
  digitalCart: messages.digitalCart,
})
