import 'server-only'
/** Double opt-in: the newsletter starts only when the address owner opens this link. */
import type { Locale } from '@/domain/locale'
import { emailTranslator } from './emailTranslator'
import type { Mail } from './mailDocument'
import { marketingMail, type Unsubscribe } from './marketingMail'

export function newsletterConfirmationEmail(to: string, link: string, locale: Locale, siteName: string, unsubscribe: Unsubscribe): Mail {
  const t = emailTranslator(locale)
  return marketingMail(
    to,
    t('newsletter.subject', { siteName }),
    {
      lang: locale,
      title: t('newsletter.heading'),
      blocks: [
        { kind: 'paragraph', text: t('newsletter.intro', { siteName }) },
        { kind: 'link', text: t('newsletter.link'), href: link },
        { kind: 'paragraph', text: t('newsletter.validity') },
      ],
    },
    unsubscribe,
  )
}
