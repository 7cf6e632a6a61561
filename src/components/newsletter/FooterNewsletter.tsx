import { getTranslations } from 'next-intl/server'
import { locales } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'
import { islandIntl } from '@/i18n/islandIntl'
import { FooterSignUp } from './FooterSignUp'
import { newsletterMessages } from './newsletterMessages'
import { OutsideNewsletterPages } from './OutsideNewsletterPages'

/**
 * The footer's newsletter sign-up on every page but checkout and the newsletter's own
 * (docs/forms.md#newsletter): the shared form, compact, loaded when the visitor opens it.
 */
export async function FooterNewsletter() {
  const [t, intl] = await Promise.all([getTranslations('newsletter'), islandIntl(newsletterMessages)])
  return (
    <OutsideNewsletterPages paths={locales.map((locale) => localizedPath('newsletter', locale))}>
      <FooterSignUp intl={intl} title={t('footerTitle')} intro={t('footerText')} openLabel={t('form.open')} />
    </OutsideNewsletterPages>
  )
}
