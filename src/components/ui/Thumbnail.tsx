import type { Image } from '@/domain/catalogue'

type Props = {
  image: Image
  className: string
  /** The widest the picture is shown, in CSS pixels: the browser picks the smallest width the CMS made that fills it. */
  shownWidth: number
  width: number
  height: number
}

/**
 * A small picture beside a named line (cart lines, passes, upsells). Decorative: the name next to it
 * says what it is. Its `srcSet` keeps a phone from loading the 1,920 px original for a 96 px picture.
 */
export function Thumbnail({ image, className, shownWidth, width, height }: Props) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? `${shownWidth}px` : undefined}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  )
}

/** The widest an upsell's picture is shown: a column of the upsell grid stays under 400 px (cart.css), less its padding. */
export const upsellWidth = 376
