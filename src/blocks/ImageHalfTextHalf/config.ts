import type { Block } from 'payload'
import { buttons, image } from '@/fields/link'
import { select } from '@/fields/select'

export const ImageHalfTextHalf: Block = {
  slug: 'imageHalfTextHalf',
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
