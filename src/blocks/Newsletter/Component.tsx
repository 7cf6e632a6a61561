import { getLocale, getTranslations } from 'next-intl/server'
import { NewsletterForm } from '@/components/newsletter/NewsletterForm'
import { NewsletterMessages } from '@/components/newsletter/NewsletterMessages'
import type { NewsletterView } from '@/domain/blocks'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'
import type { BlockProps } from '../RenderBlocks'

/**
 * The newsletter sign-up staff place on a page (docs/forms.md#newsletter), with their heading and
 * sentence or the default ones. The form is the footer's and the /newsletter page's.
 */
export async function NewsletterBlock({ block }: BlockProps<NewsletterView>) {
  const t = await getTranslations('newsletter')
  const locale = (await getLocale()) as Locale
  return (
    <div className="block">
      <div className="container">
        <NewsletterMessages>
          <NewsletterForm title={block.title || t('title')} intro={block.intro || t('intro')} privacyHref={localizedPath('dataProtection', locale)} />
        </NewsletterMessages>
      </div>
    </div>
  )
}
