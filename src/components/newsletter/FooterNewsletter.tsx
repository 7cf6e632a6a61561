import { getLocale, getMessages, getTranslations } from 'next-intl/server'
import type { Locale } from '@/domain/locale'
import { FooterSignUp } from './FooterSignUp'
import { newsletterMessages } from './newsletterMessages'
import { OutsideNewsletterPages } from './OutsideNewsletterPages'

/**
 * The footer's newsletter sign-up on every page but checkout and the newsletter's own
 * (docs/forms.md#newsletter): the shared form, compact, loaded when the visitor opens it.
 */
export async function FooterNewsletter() {
  const [t, messages, locale] = await Promise.all([getTranslations('newsletter'), getMessages(), getLocale() as Promise<Locale>])
  return (
    <OutsideNewsletterPages>
      <FooterSignUp title={t('footerTitle')} intro={t('footerText')} openLabel={t('form.open')} locale={locale} messages={newsletterMessages(messages)} />
    </OutsideNewsletterPages>
  )
}
