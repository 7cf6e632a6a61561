import type { Block } from 'payload'
import { buttons, image } from '@/fields/link'
import { l } from '@/i18n/admin/labels'

export const HeroSlider: Block = {
  slug: 'heroSlider',
  labels: { singular: l('Pääkuvakaruselli', 'Hero carousel', 'Huvudbildskarusell'), plural: l('Pääkuvakaruselli', 'Hero carousel', 'Huvudbildskarusell') },
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
