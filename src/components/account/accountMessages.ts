import { formParts, type MessageCatalogue } from '@/i18n/messageParts'

/** The account texts plus the shared form messages, the required mark and the rate words, not the whole catalogue. */
export const accountMessages = (messages: MessageCatalogue) => ({
  account: messages.account,
  ...formParts(messages),
  // The orders list names each stay's rate and its cancellation terms as the shop does.
  shop: { cancellation: messages.shop.cancellation, stay: { ratePlan: messages.shop.stay.ratePlan } },
})
