import type { Catalogue } from '@/i18n/islandIntl'

/** The feedback form's texts (not its mails', which stay on the server), the shared form messages and the required mark. */
export const feedbackMessages = (messages: Catalogue) => ({
  feedback: Object.fromEntries(Object.entries(messages.feedback).filter(([key]) => key !== 'mail')),
  form: messages.form,
  checkout: { contact: { required: messages.checkout.contact.required } },
})
