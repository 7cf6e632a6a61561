import { getTranslations } from 'next-intl/server'
import { Button } from '@/components/ui/Button'
import { Icon } from '@/components/layout/Icon'
import type { EducationPageView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

/** The education page sidebar: an info heading and the button to the details (e.g. how to apply). */
export async function EducationPageBlock({ block }: BlockProps<EducationPageView>) {
  if (!block.sidebarInfoButton) return null
  const t = await getTranslations('blocks')
  const titleId = `${block.id}-title`
  return (
    <div className="block container">
      <aside className="education-aside" aria-labelledby={titleId}>
        <Icon name="info" className="education-aside__icon" />
        <h2 id={titleId} className="education-aside__title">
          {t('educationInfo')}
        </h2>
        <Button button={block.sidebarInfoButton} />
      </aside>
    </div>
  )
}
