import 'server-only'
/** Double opt-in: the newsletter starts only when the address owner opens this link. */
import type { Locale } from '@/domain/locale'
import { emailTranslator } from './emailTranslator'
import type { Mail, MailDocument } from './mailDocument'
import { renderHtml } from './renderHtml'
import { renderText } from './renderText'

export function newsletterConfirmationEmail(to: string, link: string, locale: Locale, siteName: string): Mail {
  const t = emailTranslator(locale)
  const doc: MailDocument = {
    lang: locale,
    title: t('newsletter.heading'),
    blocks: [
      { kind: 'paragraph', text: t('newsletter.intro', { siteName }) },
      { kind: 'link', text: t('newsletter.link'), href: link },
      { kind: 'paragraph', text: t('newsletter.validity') },
    ],
  }
  return { to, subject: t('newsletter.subject', { siteName }), html: renderHtml(doc), text: renderText(doc) }
}
