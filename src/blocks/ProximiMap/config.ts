import type { Block } from 'payload'
import { l } from '@/i18n/admin/labels'

/**
 * The resort map (docs/content-model.md#map-points): the site plan staff upload here, with every
 * place of *Content → Map points* on it, a tag filter and the list of places.
 */
export const ProximiMap: Block = {
  slug: 'proximiMap',
  labels: { singular: l('Alueen kartta', 'Area map', 'Områdeskarta'), plural: l('Alueen kartta', 'Area map', 'Områdeskarta') },
  interfaceName: 'ProximiMapBlock',
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'plan',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'The site plan as an image; the places sit on it by their position in percent' },
    },
  ],
}
