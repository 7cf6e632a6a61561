import { getTranslations } from 'next-intl/server'
import { FeedbackForm } from '@/components/islands'
import { feedbackMessages } from '@/components/feedback/feedbackMessages'
import { islandIntl } from '@/i18n/islandIntl'
import type { AccessibilityFeedbackView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

/**
 * The accessibility feedback form (docs/forms.md#accessibility-feedback) under its heading and intro;
 * staff may write their own of both, else the defaults say what the form is for.
 */
export async function AccessibilityFeedbackBlock({ block }: BlockProps<AccessibilityFeedbackView>) {
  const [t, intl] = await Promise.all([getTranslations('feedback'), islandIntl(feedbackMessages)])
  const id = `feedback-${block.id}`
  return (
    <section className="block container" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{block.title || t('title')}</h2>
      <p>{block.intro || t('intro')}</p>
      <FeedbackForm intl={intl} idPrefix={id} />
    </section>
  )
}
