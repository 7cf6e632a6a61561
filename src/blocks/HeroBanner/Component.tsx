import '../hero.css'
import type { ButtonView, ImageView } from '@/domain/content'
import { Buttons } from '@/components/ui/Button'
import { CmsImage } from '@/components/ui/CmsImage'
import { Heading } from '@/components/layout/Heading'
import type { BlockProps } from '../RenderBlocks'

type HeroBanner = {
  image: ImageView | null
  displayOverlay: boolean | null
  overlayTextColor: string | null
  overlayBackgroundColor: string | null
  overlayTitle: string
  overlayDescription?: string | null
  links: ButtonView[] | null
}

/**
 * A full-bleed image with a title overlay. The text tone follows the overlay box (dark box → light
 * text, light box → dark text); without a box a scrim of the opposite tone keeps the contrast.
 */
export function HeroBannerBlock({ block, first }: BlockProps) {
  const b = block as unknown as HeroBanner
  const box = b.overlayBackgroundColor === 'light' || b.overlayBackgroundColor === 'none' ? b.overlayBackgroundColor : 'dark'
  const tone = box === 'dark' ? 'light' : box === 'light' ? 'dark' : b.overlayTextColor === 'dark' ? 'dark' : 'light'
  const overlay = b.displayOverlay !== false
  const title = (
    <Heading level={first ? 1 : 2} className={overlay ? 'hero__title' : 'visually-hidden'}>
      {b.overlayTitle}
    </Heading>
  )
  return (
    <section className={`block hero hero-banner hero--tone-${tone} hero--box-${box}${overlay && tone === 'light' ? ' on-dark' : ''}`}>
      <div className="hero__frame">
        <CmsImage image={b.image} className="hero__image" priority={first} decorative={overlay} />
        {overlay ? (
          <div className="hero__overlay">
            <div className="container hero__content">
              <div className="hero__box">
                {title}
                {b.overlayDescription ? <p className="hero__text">{b.overlayDescription}</p> : null}
                <Buttons buttons={b.links} />
              </div>
            </div>
          </div>
        ) : (
          title
        )}
      </div>
      {!overlay && (b.links ?? []).length > 0 ? (
        <div className="container hero-banner__below">
          <Buttons buttons={b.links} />
        </div>
      ) : null}
    </section>
  )
}
