import type { BlockView } from './blocks'

/** Blocks laid out around one large image. */
const imageLed: ReadonlySet<BlockView['blockType']> = new Set(['heroBanner', 'heroSlider', 'articlePage', 'imageHalfTextHalf'])

/**
 * Which block's image is the page's leading one, loaded first (eagerly, at high priority, preloaded
 * from the head): the first image-led block when it is one of the first two. A hero below a short
 * first block, as on the landing page under its booking search, is in view on arrival and is then
 * the largest thing painted; loaded lazily, it waited for layout. -1 when no block leads with an image.
 */
export function leadImageIndex(blocks: readonly Pick<BlockView, 'blockType'>[]): number {
  const index = blocks.findIndex((block) => imageLed.has(block.blockType))
  return index <= 1 ? index : -1
}
