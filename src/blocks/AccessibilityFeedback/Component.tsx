import { getTranslations } from 'next-intl/server'
import { FeedbackForm } from '@/components/islands'
import { FeedbackMessages } from '@/components/feedback/FeedbackMessages'
import type { AccessibilityFeedbackView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

/**
 * The accessibility feedback form (docs/forms.md#accessibility-feedback) under its heading and intro;
 * staff may write their own of both, else the defaults say what the form is for.
 */
export async function AccessibilityFeedbackBlock({ block }: BlockProps<AccessibilityFeedbackView>) {
  const t = await getTranslations('feedback')
  const id = `feedback-${block.id}`
  return (
    <section className="block container" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{block.title || t('title')}</h2>
      <p>{block.intro || t('intro')}</p>
      <FeedbackMessages>
        <FeedbackForm idPrefix={id} />
      </FeedbackMessages>
    </section>
  )
}
