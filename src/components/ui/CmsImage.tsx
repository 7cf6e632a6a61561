import type { ImageView } from '@/domain/content'

type Props = { image: ImageView | null | undefined; sizes?: string; className?: string; priority?: boolean; decorative?: boolean }

/** A CMS image with its responsive sources; lazy unless it is the first thing on the page. */
export function CmsImage({ image, sizes = '100vw', className, priority = false, decorative = false }: Props) {
  if (!image) return null
  return (
    // Plain <img>: the CMS already made the sizes, so no image optimizer runs per request.
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={decorative ? '' : image.alt}
      width={image.width || undefined}
      height={image.height || undefined}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
