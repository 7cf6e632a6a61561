import type { Image } from '@/domain/catalogue'

/** A catalogue image; lazy unless it leads the page. */
export function ProductImage({ image, className, eager = false }: { image: Image | null; className?: string; eager?: boolean }) {
  if (!image) return null
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width ?? 1200}
      height={image.height ?? 800}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
