import { getTranslations } from 'next-intl/server'
import { Button } from '@/components/ui/Button'
import { CmsImage } from '@/components/ui/CmsImage'
import { CmsLink } from '@/components/ui/CmsLink'
import { DialogLink } from '@/components/ui/DialogLink'
import type { ContentCardsView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

const backgrounds = ['white', 'sand', 'forest', 'lake']

/** Cards on a coloured band; a card with a dialog opens it. Text tone follows the band for contrast. */
export async function ContentCardsBlock({ block, first }: BlockProps<ContentCardsView>) {
  const t = await getTranslations('blocks')
  const bg = backgrounds.find((c) => c === block.backgroundColor) ?? 'white'
  const dark = bg === 'forest' || bg === 'lake'
  const titleId = `${block.id}-title`
  return (
    <section className={`block content-cards bg--${bg}${dark ? ' on-dark' : ''}`} aria-labelledby={titleId}>
      <div className="container">
        <div className="block__header">
          <h2 id={titleId} className="block__title">
            {block.title}
          </h2>
          {block.seeMoreLink ? <CmsLink link={block.seeMoreLink} className="arrow-link block__more" /> : null}
        </div>
        <ul className="card-grid">
          {(block.cards ?? []).map((card, i) => (
            <li key={card.id ?? i} className="card">
              {card.image ? (
                <div className="card__media">
                  <CmsImage image={card.image} sizes="(min-width: 992px) 380px, (min-width: 480px) 50vw, 100vw" priority={first && i < 3} />
                </div>
              ) : null}
              <div className="card__body">
                <h3 className="card__title">{card.title}</h3>
                {card.text ? <p className="card__text">{card.text}</p> : null}
                {card.button || card.dialog ? (
                  <div className="card__actions">
                    {card.button ? <Button button={card.button} /> : null}
                    {card.dialog ? <DialogLink popup={card.dialog} className="btn btn--secondary" label={t('readMore')} closeLabel={t('closeDialog')} /> : null}
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
