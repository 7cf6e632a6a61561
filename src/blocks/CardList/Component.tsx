import { CmsImage } from '@/components/ui/CmsImage'
import { CmsLink } from '@/components/ui/CmsLink'
import type { CardListView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

/** Link cards as a grid or a list. A 'redirect' card list renders nothing: the page redirects. */
export function CardListBlock({ block, first }: BlockProps<CardListView>) {
  const display = block.display?.component === 'list' ? 'list' : block.display?.component === 'redirect' ? 'redirect' : 'grid'
  const cards = block.cards ?? []
  if (display === 'redirect' || cards.length === 0) return null
  return (
    <div className={`block card-list card-list--${display}`}>
      <ul className="container card-list__items">
        {cards.map((card, i) => (
          <li key={card.id ?? i} className={`card${card.link ? ' card--linked' : ''}`}>
            {card.image ? (
              <div className="card__media">
                <CmsImage
                  image={card.image}
                  sizes={display === 'list' ? '240px' : '(min-width: 992px) 380px, (min-width: 480px) 50vw, 100vw'}
                  priority={first && i < 3}
                />
              </div>
            ) : null}
            <div className="card__body">
              <h2 className="card__title">
                {card.link ? (
                  <CmsLink link={card.link} className="card__link">
                    {card.title}
                  </CmsLink>
                ) : (
                  card.title
                )}
              </h2>
              {card.text ? <p className="card__text">{card.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
