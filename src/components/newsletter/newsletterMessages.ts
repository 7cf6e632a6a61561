import { formParts, type MessageCatalogue } from '@/i18n/messageParts'

/** The newsletter texts, the shared form messages and the required mark: not the whole catalogue on every page. */
export const newsletterMessages = (messages: MessageCatalogue) => ({
  newsletter: messages.newsletter,
  ...formParts(messages),
})
