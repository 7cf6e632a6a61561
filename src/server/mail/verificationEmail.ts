import 'server-only'
/** The registration's verification e-mail: the code to type, and a link that verifies at once. */
import type { Locale } from '@/domain/locale'
import { emailTranslator } from './emailTranslator'
import type { Mail, MailDocument } from './mailDocument'
import { renderHtml } from './renderHtml'
import { renderText } from './renderText'

export function verificationEmail(to: string, code: string, link: string, locale: Locale, siteName: string): Mail {
  const t = emailTranslator(locale)
  const doc: MailDocument = {
    lang: locale,
    title: t('verify.heading'),
    blocks: [
      { kind: 'paragraph', text: t('verify.intro') },
      { kind: 'highlight', label: t('verify.code'), value: code },
      { kind: 'link', text: t('verify.link'), href: link },
      { kind: 'paragraph', text: t('verify.validity') },
    ],
  }
  return { to, subject: t('verify.subject', { siteName }), html: renderHtml(doc), text: renderText(doc) }
}
