import type { BlockView } from '../blocks'
import type { ImageView } from '../content'

/** An image as link previews show it: an address and, when known, its size. */
export type ShareImage = { src: string; width?: number; height?: number; alt: string }

/**
 * The picture a shared link of the page shows: its hero's, its article's or event's, else the
 * first picture of its blocks. Null when the page has none (the site default is used then).
 */
export function pageImage(body: BlockView[]): ShareImage | null {
  for (const block of body) {
    const image = imageOf(block)
    if (image?.src) return { src: image.src, alt: image.alt, ...(image.width && image.height ? { width: image.width, height: image.height } : {}) }
  }
  return null
}

function imageOf(block: BlockView): ImageView | null | undefined {
  switch (block.blockType) {
    case 'heroBanner':
      return block.image
    case 'heroSlider':
      return block.slides?.find((s) => s.image)?.image
    case 'articlePage':
      return block.image
    case 'eventPage':
      return block.event.image
    case 'imageHalfTextHalf':
      return block.image
    default:
      return null
  }
}
