import { getLocale, getMessages, getTranslations } from 'next-intl/server'
import { NewsletterIsland } from '@/components/islands'
import { newsletterMessages } from '@/components/newsletter/newsletterMessages'
import type { NewsletterView } from '@/domain/blocks'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'
import type { BlockProps } from '../RenderBlocks'

/**
 * The newsletter sign-up staff place on a page (docs/forms.md#newsletter), with their heading and
 * sentence or the default ones. The form is the footer's and the /newsletter page's; its script
 * loads only on pages showing it (NewsletterIsland).
 */
export async function NewsletterBlock({ block }: BlockProps<NewsletterView>) {
  const [t, messages, locale] = await Promise.all([getTranslations('newsletter'), getMessages(), getLocale() as Promise<Locale>])
  return (
    <div className="block">
      <div className="container">
        <NewsletterIsland
          title={block.title || t('title')}
          intro={block.intro || t('intro')}
          privacyHref={localizedPath('dataProtection', locale)}
          locale={locale}
          messages={newsletterMessages(messages)}
        />
      </div>
    </div>
  )
}
