import type { MessageCatalogue } from '@/i18n/messageParts'

/**
 * The shop islands' texts: the `shop` texts, the booking search and price calendar texts and the form
 * messages (the gift card form), not the whole catalogue.
 */
export const shopMessages = (messages: MessageCatalogue) => ({ shop: messages.shop, bookingSearch: messages.bookingSearch, form: messages.form })
