import type { Block } from 'payload'
import { buttons } from '@/fields/link'
import { select } from '@/fields/select'

export const Banner: Block = {
  slug: 'banner',
  interfaceName: 'BannerBlock',
  fields: [
    { name: 'isBoxed', type: 'checkbox', defaultValue: true },
    select('textAlign', ['left', 'center']),
    { name: 'content', type: 'richText', required: true },
    buttons(),
  ],
}
