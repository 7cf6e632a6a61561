import { getTranslations } from 'next-intl/server'
import { Buttons } from '@/components/ui/Button'
import { CmsImage } from '@/components/ui/CmsImage'
import { Heading } from '@/components/layout/Heading'
import type { HeroSliderView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

/** Full-bleed hero slides in a CSS scroll-snap carousel (no script); the dots are plain anchors. */
export async function HeroSliderBlock({ block, first, lead }: BlockProps<HeroSliderView>) {
  const slides = block.slides ?? []
  if (slides.length === 0) return null
  const t = await getTranslations('blocks')
  const total = slides.length
  const slideId = (i: number) => `${block.id}-slide-${i + 1}`
  return (
    <section className="block hero hero-slider on-dark" aria-roledescription="carousel" aria-label={t('carousel')}>
      <ul className="hero-slider__track" tabIndex={total > 1 ? 0 : undefined} aria-label={total > 1 ? t('carousel') : undefined}>
        {slides.map((slide, i) => (
          <li key={slide.id ?? i} id={slideId(i)} className="hero-slider__slide">
            <div role="group" aria-roledescription="slide" aria-label={t('slideOf', { index: i + 1, total })} className="hero__frame">
              <CmsImage image={slide.image} className="hero__image" priority={lead && i === 0} decorative />
              <div className="hero__overlay">
                <div className="container hero__content">
                  <Heading level={first && i === 0 ? 1 : 2} className="hero__title">
                    {slide.title}
                  </Heading>
                  {slide.text ? <p className="hero__text">{slide.text}</p> : null}
                  <Buttons buttons={slide.buttons} />
                </div>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {total > 1 ? (
        <ol className="hero-slider__dots">
          {slides.map((slide, i) => (
            <li key={slide.id ?? i}>
              <a href={`#${slideId(i)}`} className="hero-slider__dot">
                <span className="visually-hidden">{t('slideOf', { index: i + 1, total })}</span>
              </a>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
