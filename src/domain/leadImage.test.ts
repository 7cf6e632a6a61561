import { describe, expect, it } from 'vitest'
import type { BlockView } from './blocks'
import { leadImageIndex } from './leadImage'

const page = (...types: BlockView['blockType'][]) => types.map((blockType) => ({ blockType }))

describe('leadImageIndex', () => {
  it('leads with a hero that opens the page', () => {
    expect(leadImageIndex(page('heroBanner', 'heroSlider', 'quickLinks'))).toBe(0)
    expect(leadImageIndex(page('articlePage'))).toBe(0)
  })

  it('leads with a hero under a first block without an image (the landing page under its booking search)', () => {
    expect(leadImageIndex(page('bookingSearch', 'heroSlider', 'contentCards'))).toBe(1)
    expect(leadImageIndex(page('notification', 'imageHalfTextHalf'))).toBe(1)
  })

  it('leads with nothing when the first image-led block is further down, or there is none', () => {
    expect(leadImageIndex(page('bookingSearch', 'quickLinks', 'heroBanner'))).toBe(-1)
    expect(leadImageIndex(page('wysiwygBlock', 'accordion'))).toBe(-1)
    expect(leadImageIndex([])).toBe(-1)
  })
})
