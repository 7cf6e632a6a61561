import type { Image } from '@/domain/catalogue'

type Props = {
  image: Image | null
  className?: string
  /** The image leads the page (its largest paint): loaded at once and first. */
  eager?: boolean
  /** How wide the image is shown (the `sizes` attribute), so a phone loads a phone-sized file. */
  sizes?: string
}

/** A catalogue image in the widths the CMS made; lazy unless it leads the page. */
export function ProductImage({ image, className, eager = false, sizes = '100vw' }: Props) {
  if (!image) return null
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width ?? 1200}
      height={image.height ?? 800}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  )
}
