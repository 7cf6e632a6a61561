import type { getMessages } from 'next-intl/server'

type Catalogue = Awaited<ReturnType<typeof getMessages>>

/** The newsletter texts, the shared form messages and the required mark: not the whole catalogue on every page. */
export const newsletterMessages = (messages: Catalogue) => ({
  newsletter: messages.newsletter,
  form: messages.form,
  checkout: { contact: { required: messages.checkout.contact.required } },
})
