import type { Block } from 'payload'
import { buttons, image } from '@/fields/link'

export const HeroSlider: Block = {
  slug: 'heroSlider',
  interfaceName: 'HeroSliderBlock',
  fields: [
    {
      name: 'slides',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      fields: [{ name: 'title', type: 'text', required: true }, { name: 'text', type: 'textarea' }, image('image', true), buttons('buttons', 2)],
    },
  ],
}
