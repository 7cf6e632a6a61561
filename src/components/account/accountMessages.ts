import type { Catalogue } from '@/i18n/islandIntl'

/** The account texts plus the shared form messages, the required mark and the rate words, not the whole catalogue. */
export const accountMessages = (messages: Catalogue) => ({
  account: messages.account,
  form: messages.form,
  checkout: { contact: { required: messages.checkout.contact.required } },
  // The orders list names each stay's rate and its cancellation terms as the shop does.
  shop: { cancellation: messages.shop.cancellation, stay: { ratePlan: messages.shop.stay.ratePlan } },
})
