import { getTranslations } from 'next-intl/server'
import { NewsletterIsland } from '@/components/islands'
import { newsletterMessages } from '@/components/newsletter/newsletterMessages'
import type { NewsletterView } from '@/domain/blocks'
import { localizedPath } from '@/domain/paths'
import { islandIntl } from '@/i18n/islandIntl'
import type { BlockProps } from '../RenderBlocks'

/**
 * The newsletter sign-up staff place on a page (docs/forms.md#newsletter), with their heading and
 * sentence or the default ones. The form is the footer's and the /newsletter page's; its script
 * loads only on pages showing it (NewsletterIsland).
 */
export async function NewsletterBlock({ block }: BlockProps<NewsletterView>) {
  const [t, intl] = await Promise.all([getTranslations('newsletter'), islandIntl(newsletterMessages)])
  return (
    <div className="block">
      <div className="container">
        <NewsletterIsland
          intl={intl}
          title={block.title || t('title')}
          intro={block.intro || t('intro')}
          privacyHref={localizedPath('dataProtection', intl.locale)}
        />
      </div>
    </div>
  )
}
