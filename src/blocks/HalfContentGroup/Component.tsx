import { Buttons } from '@/components/ui/Button'
import { CmsImage } from '@/components/ui/CmsImage'
import { RichText } from '@/components/ui/RichText'
import type { HalfContentGroupView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

const backgrounds = ['sand', 'forest', 'lake']

/** One or two halves side by side, each with an image, a title, rich text and buttons. */
export function HalfContentGroupBlock({ block, first }: BlockProps<HalfContentGroupView>) {
  const background = block.usePriorityBackground ? (backgrounds.find((c) => c === block.priorityBackground) ?? 'sand') : null
  const dark = background === 'forest' || background === 'lake'
  const classes = ['block', 'half-group', block.isBoxed ? 'half-group--boxed' : '', background ? `bg--${background}` : '', dark ? 'on-dark' : '']
  const contents = block.contents ?? []
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <div className={`container half-group__grid half-group__grid--${contents.length}`}>
        {contents.map((content, i) => (
          <article key={content.id ?? i} className="half-group__item">
            {content.image ? (
              <div className="half-group__media">
                <CmsImage image={content.image} sizes="(min-width: 768px) 50vw, 100vw" priority={first && i === 0} />
              </div>
            ) : null}
            <div className="half-group__text">
              <h2 className="half-group__title">{content.title}</h2>
              <RichText html={content.text} />
              <Buttons buttons={content.buttons} />
            </div>
          </article>
        ))}
      </div>
    </div>
  )
}
