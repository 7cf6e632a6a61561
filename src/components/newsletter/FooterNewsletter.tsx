import { getTranslations } from 'next-intl/server'
import { NewsletterForm } from './NewsletterForm'
import { NewsletterMessages } from './NewsletterMessages'
import { OutsideNewsletterPages } from './OutsideNewsletterPages'

/** The footer's newsletter sign-up on every page but checkout and the newsletter's own (docs/forms.md#newsletter): the shared form, compact. */
export async function FooterNewsletter() {
  const t = await getTranslations('newsletter')
  return (
    <OutsideNewsletterPages>
      <NewsletterMessages>
        <NewsletterForm title={t('footerTitle')} intro={t('footerText')} compact />
      </NewsletterMessages>
    </OutsideNewsletterPages>
  )
}
