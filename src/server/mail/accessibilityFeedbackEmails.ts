import 'server-only'
/**
 * The two mails of an accessibility feedback (docs/forms.md#accessibility-feedback): the feedback to
 * staff, in the site's default language, answerable straight to the sender (Reply-To); and a
 * receipt to the sender in their language. The receipt repeats nothing the sender typed, not even
 * the name: the address is the sender's word only, and a form that mailed any text to any address
 * would be a relay for spam.
 */
import { createTranslator } from 'next-intl'
import { defaultLocale, type Locale } from '@/domain/locale'
import { catalogues } from '@/i18n/catalogues'
import { helsinkiMoment } from './format'
import { toAddress } from './headers'
import type { Mail, MailDocument } from './mailDocument'
import { renderHtml } from './renderHtml'
import { renderText } from './renderText'

/** A mail with the address its answer goes to. */

const translator = (locale: Locale) => createTranslator({ locale, messages: catalogues[locale], namespace: 'feedback.mail' })

export type SentFeedback = { id: number; name: string; email: string; feedback: string; locale: Locale; pageUrl: string | null; sentAt: Date }

export function feedbackStaffEmail(to: string, f: SentFeedback, links: { admin: string; page: string | null }): Mail {
  const t = translator(defaultLocale)
  const { date, time } = helsinkiMoment(f.sentAt.toISOString())
  const doc: MailDocument = {
    lang: defaultLocale,
    title: t('staff.heading'),
    blocks: [
      { kind: 'paragraph', text: t('staff.intro') },
      {
        kind: 'facts',
        heading: t('staff.sender'),
        rows: [
          [t('staff.name'), f.name],
          [t('staff.email'), f.email],
          [t('staff.language'), t(`staff.languages.${f.locale}`)],
          [t('staff.page'), links.page ?? '–'],
          [t('staff.sentAt'), `${date} ${time}`],
        ],
      },
      { kind: 'quote', heading: t('staff.feedback'), text: f.feedback },
      { kind: 'link', text: t('staff.open'), href: links.admin },
      { kind: 'paragraph', text: t('staff.deadline') },
    ],
  }
  return { to, replyTo: toAddress(f.email), subject: t('staff.subject', { id: f.id }), html: renderHtml(doc), text: renderText(doc) }
}

export function feedbackReceiptEmail(to: string, locale: Locale, siteName: string, sentAt: Date): Mail {
  const t = translator(locale)
  const { date } = helsinkiMoment(sentAt.toISOString())
  const doc: MailDocument = {
    lang: locale,
    title: t('receipt.heading'),
    blocks: [
      { kind: 'paragraph', text: t('receipt.intro', { siteName, date }) },
      { kind: 'paragraph', text: t('receipt.answer') },
      { kind: 'paragraph', text: t('receipt.authority') },
      { kind: 'paragraph', text: t('receipt.notYou') },
    ],
  }
  return { to, subject: t('receipt.subject', { siteName }), html: renderHtml(doc), text: renderText(doc) }
}
