import 'server-only'
/**
 * Every mail sent for the newsletter, the confirmation request included, goes out through here
 * (docs/accounts.md#unsubscribing): it ends with a link to unsubscribe, and its headers give mail
 * apps their own one-click unsubscribe button. The monthly newsletter is written as a MailDocument
 * and sent with `marketingMail` the same way.
 */
import type { Locale } from '@/domain/locale'
import { emailTranslator } from './emailTranslator'
import { listUnsubscribeHeaders } from './headers'
import type { Mail, MailDocument } from './mailDocument'
import { renderHtml } from './renderHtml'
import { renderText } from './renderText'

/** `page`: the page with the unsubscribe button; `oneClick`: the address a POST unsubscribes at. */
export type Unsubscribe = { page: string; oneClick: string }

export function marketingMail(to: string, subject: string, doc: MailDocument & { lang: Locale }, unsubscribe: Unsubscribe): Mail {
  const t = emailTranslator(doc.lang)
  const withLink: MailDocument = {
    ...doc,
    blocks: [...doc.blocks, { kind: 'paragraph', text: t('unsubscribe.text') }, { kind: 'link', text: t('unsubscribe.link'), href: unsubscribe.page }],
  }
  return { to, subject, html: renderHtml(withLink), text: renderText(withLink), headers: listUnsubscribeHeaders(unsubscribe.oneClick) }
}
