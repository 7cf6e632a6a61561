import 'server-only'
/** The password reset e-mail: one link to step 3 of the reset page, valid for an hour. */
import type { Locale } from '@/domain/locale'
import { emailTranslator } from './emailTranslator'
import type { Mail, MailDocument } from './mailDocument'
import { renderHtml } from './renderHtml'
import { renderText } from './renderText'

export function passwordResetEmail(to: string, link: string, locale: Locale, siteName: string): Mail {
  const t = emailTranslator(locale)
  const doc: MailDocument = {
    lang: locale,
    title: t('reset.heading'),
    blocks: [
      { kind: 'paragraph', text: t('reset.intro') },
      { kind: 'link', text: t('reset.link'), href: link },
      { kind: 'paragraph', text: t('reset.validity') },
    ],
  }
  return { to, subject: t('reset.subject', { siteName }), html: renderHtml(doc), text: renderText(doc) }
}
