import type { Block } from 'payload'
import { buttons } from '@/fields/link'
import { select } from '@/fields/select'
import { l } from '@/i18n/admin/labels'

export const Banner: Block = {
  slug: 'banner',
  labels: { singular: l('Mainosnosto', 'Banner', 'Banner'), plural: l('Mainosnosto', 'Banner', 'Banner') },
  interfaceName: 'BannerBlock',
  fields: [
    { name: 'isBoxed', type: 'checkbox', defaultValue: true },
    select('textAlign', ['left', 'center']),
    { name: 'content', type: 'richText', required: true },
    buttons(),
  ],
}
