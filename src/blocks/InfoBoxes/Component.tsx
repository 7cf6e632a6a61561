import { CmsLink } from '@/components/ui/CmsLink'
import { RichText } from '@/components/ui/RichText'
import { Heading } from '@/components/layout/Heading'
import { Icon } from '@/components/layout/Icon'
import type { InfoBoxesView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

/** A titled grid of small boxes, each with an icon, rich text and an optional link. */
export function InfoBoxesBlock({ block }: BlockProps<InfoBoxesView>) {
  const boxes = block.boxes ?? []
  const titleId = `${block.id}-title`
  return (
    <section className="block info-boxes" aria-labelledby={block.title ? titleId : undefined}>
      <div className="container">
        {block.title ? (
          <h2 id={titleId} className="block__title">
            {block.title}
          </h2>
        ) : null}
        <ul className="info-boxes__list">
          {boxes.map((box, i) => (
            <li key={box.id ?? i} className="info-box">
              <span className="info-box__icon">
                <Icon name={box.icon} />
              </span>
              <Heading level={block.title ? 3 : 2} className="info-box__title">
                {box.title}
              </Heading>
              <RichText html={box.text} />
              {box.link ? (
                <p className="info-box__link">
                  <CmsLink link={box.link} className="arrow-link" />
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
