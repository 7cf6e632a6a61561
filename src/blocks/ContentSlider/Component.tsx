import { CmsImage } from '@/components/ui/CmsImage'
import { CmsLink } from '@/components/ui/CmsLink'
import type { ContentSliderView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

const sizes = { small: '240px', medium: '320px', large: '440px' } as const

/** A horizontally scrolling row of cards (CSS scroll snap; the row is focusable for keyboard scrolling). */
export function ContentSliderBlock({ block, first }: BlockProps<ContentSliderView>) {
  const size = block.cardSize === 'small' || block.cardSize === 'large' ? block.cardSize : 'medium'
  const titleId = `${block.id}-title`
  return (
    <section className={`block content-slider content-slider--${size}`} aria-labelledby={titleId} aria-roledescription="carousel">
      <div className="container">
        <div className="block__header">
          <h2 id={titleId} className="block__title">
            {block.title}
          </h2>
          {block.seeMoreLink ? <CmsLink link={block.seeMoreLink} className="arrow-link block__more" /> : null}
        </div>
        <ul className="slider-track" tabIndex={0} aria-label={block.title}>
          {(block.slides ?? []).map((slide, i) => (
            <li key={slide.id ?? i} className={`card slider-track__item${slide.link ? ' card--linked' : ''}`}>
              <div className="card__media">
                <CmsImage image={slide.image} sizes={sizes[size]} priority={first && i < 2} />
              </div>
              <div className="card__body">
                <h3 className="card__title">
                  {slide.link ? (
                    <CmsLink link={slide.link} className="card__link">
                      {slide.title}
                    </CmsLink>
                  ) : (
                    slide.title
                  )}
                </h3>
                {slide.text ? <p className="card__text">{slide.text}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
