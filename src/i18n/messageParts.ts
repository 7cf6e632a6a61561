import type { getMessages } from 'next-intl/server'

/** A request's whole message catalogue, from which each island or page picks the texts its client components use. */
export type MessageCatalogue = Awaited<ReturnType<typeof getMessages>>

/** What every form's fields read: the shared field messages and the required mark's word. */
export const formParts = (messages: MessageCatalogue) => ({
  form: messages.form,
  checkout: { contact: { required: messages.checkout.contact.required } },
})
