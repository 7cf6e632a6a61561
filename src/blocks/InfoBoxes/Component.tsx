import './InfoBoxes.css'
import type { LinkView } from '@/domain/content'
import { CmsLink } from '@/components/ui/CmsLink'
import { RichText } from '@/components/ui/RichText'
import { Heading } from '@/components/layout/Heading'
import { Icon } from '@/components/layout/Icon'
import type { BlockProps } from '../RenderBlocks'

type Box = { id?: string; title: string; text: string; icon?: string | null; link?: LinkView | null }

/** A titled grid of small boxes, each with an icon, rich text and an optional link. */
export function InfoBoxesBlock({ block }: BlockProps) {
  const b = block as unknown as { title?: string | null; boxes: Box[] | null }
  const boxes = b.boxes ?? []
  const titleId = `${block.id}-title`
  return (
    <section className="block info-boxes" aria-labelledby={b.title ? titleId : undefined}>
      <div className="container">
        {b.title ? (
          <h2 id={titleId} className="block__title">
            {b.title}
          </h2>
        ) : null}
        <ul className="info-boxes__list">
          {boxes.map((box, i) => (
            <li key={box.id ?? i} className="info-box">
              <span className="info-box__icon">
                <Icon name={box.icon} />
              </span>
              <Heading level={b.title ? 3 : 2} className="info-box__title">
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
