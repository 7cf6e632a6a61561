import type { Block } from 'payload'
import { buttons, image } from '@/fields/link'
import { select } from '@/fields/select'
import { l } from '@/i18n/admin/labels'

export const HeroBanner: Block = {
  slug: 'heroBanner',
  labels: { singular: l('Pääkuva', 'Hero image', 'Huvudbild'), plural: l('Pääkuva', 'Hero image', 'Huvudbild') },
  interfaceName: 'HeroBannerBlock',
  fields: [
    image('image', true),
    { name: 'displayOverlay', type: 'checkbox', defaultValue: true },
    select('overlayTextColor', ['light', 'dark']),
    select('overlayBackgroundColor', ['dark', 'light', 'none']),
    { name: 'overlayTitle', type: 'text', required: true },
    { name: 'overlayDescription', type: 'textarea' },
    buttons('links', 2),
  ],
}
