import type { Block } from 'payload'
import { buttons, image } from '@/fields/link'
import { select } from '@/fields/select'
import { l } from '@/i18n/admin/labels'

export const ImageHalfTextHalf: Block = {
  slug: 'imageHalfTextHalf',
  labels: {
    singular: l('Kuva ja teksti rinnakkain', 'Image beside text', 'Bild bredvid text'),
    plural: l('Kuva ja teksti rinnakkain', 'Image beside text', 'Bild bredvid text'),
  },
  interfaceName: 'ImageHalfTextHalfBlock',
  dbName: 'ihth',
  fields: [
    { name: 'text', type: 'richText', required: true },
    select('assetPosition', ['left', 'right']),
    select('textColor', ['dark', 'light']),
    { name: 'isBoxed', type: 'checkbox', defaultValue: false },
    { name: 'youtubeVideoId', type: 'text', admin: { description: 'Shows this video instead of the image' } },
    image('image'),
    buttons(),
  ],
}
