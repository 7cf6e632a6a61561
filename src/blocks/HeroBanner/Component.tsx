import { Buttons } from '@/components/ui/Button'
import { CmsImage } from '@/components/ui/CmsImage'
import { Heading } from '@/components/layout/Heading'
import type { HeroBannerView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

/**
 * A full-bleed image with a title overlay. The text tone follows the overlay box (dark box → light
 * text, light box → dark text); without a box a scrim of the opposite tone keeps the contrast.
 */
export function HeroBannerBlock({ block, first, lead }: BlockProps<HeroBannerView>) {
  const box = block.overlayBackgroundColor === 'light' || block.overlayBackgroundColor === 'none' ? block.overlayBackgroundColor : 'dark'
  const tone = box === 'dark' ? 'light' : box === 'light' ? 'dark' : block.overlayTextColor === 'dark' ? 'dark' : 'light'
  const overlay = block.displayOverlay !== false
  const title = (
    <Heading level={first ? 1 : 2} className={overlay ? 'hero__title' : 'visually-hidden'}>
      {block.overlayTitle}
    </Heading>
  )
  return (
    <section className={`block hero hero-banner hero--tone-${tone} hero--box-${box}${overlay && tone === 'light' ? ' on-dark' : ''}`}>
      <div className="hero__frame">
        <CmsImage image={block.image} className="hero__image" priority={lead} decorative={overlay} />
        {overlay ? (
          <div className="hero__overlay">
            <div className="container hero__content">
              <div className="hero__box">
                {title}
                {block.overlayDescription ? <p className="hero__text">{block.overlayDescription}</p> : null}
                <Buttons buttons={block.links} />
              </div>
            </div>
          </div>
        ) : (
          title
        )}
      </div>
      {!overlay && (block.links ?? []).length > 0 ? (
        <div className="container hero-banner__below">
          <Buttons buttons={block.links} />
        </div>
      ) : null}
    </section>
  )
}
