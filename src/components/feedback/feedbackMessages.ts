import { formParts, type MessageCatalogue } from '@/i18n/messageParts'

/** The feedback form's texts (not its mails', which stay on the server), the shared form messages and the required mark. */
export const feedbackMessages = (messages: MessageCatalogue) => ({
  feedback: Object.fromEntries(Object.entries(messages.feedback).filter(([key]) => key !== 'mail')),
  ...formParts(messages),
})
