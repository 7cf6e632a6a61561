import type { LinkView } from '@/domain/content'
import { CmsImage } from '@/components/ui/CmsImage'
import { CmsLink } from '@/components/ui/CmsLink'
import { Icon } from '@/components/layout/Icon'
import type { QuickLink, QuickLinksView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

/** Image tiles that each link somewhere; the link text names the tile, the image is decorative. */
export function QuickLinksBlock({ block, first }: BlockProps<QuickLinksView>) {
  const links = (block.links ?? []).filter((l): l is QuickLink & { link: LinkView } => Boolean(l.link))
  if (links.length === 0) return null
  const titleId = `${block.id}-title`
  return (
    <section className="block quick-links" aria-labelledby={block.title ? titleId : undefined}>
      <div className="container">
        {block.title ? (
          <h2 id={titleId} className="block__title">
            {block.title}
          </h2>
        ) : null}
        <ul className="quick-links__list">
          {links.map((item, i) => (
            <li key={item.id ?? i} className="quick-link">
              <CmsLink link={item.link} className="quick-link__link">
                {item.image ? (
                  <CmsImage image={item.image} className="quick-link__image" sizes="(min-width: 992px) 280px, 50vw" priority={first} decorative />
                ) : null}
                <span className="quick-link__label">
                  {item.link.title}
                  <Icon name="arrow" />
                </span>
              </CmsLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
