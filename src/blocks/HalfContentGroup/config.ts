import type { Block } from 'payload'
import { buttons, image } from '@/fields/link'
import { select } from '@/fields/select'
import { l } from '@/i18n/admin/labels'

export const HalfContentGroup: Block = {
  slug: 'halfContentGroup',
  labels: { singular: l('Kaksi palstaa', 'Two columns', 'Två spalter'), plural: l('Kaksi palstaa', 'Two columns', 'Två spalter') },
  interfaceName: 'HalfContentGroupBlock',
  dbName: 'hcg',
  fields: [
    { name: 'isBoxed', type: 'checkbox', defaultValue: false },
    { name: 'usePriorityBackground', type: 'checkbox', defaultValue: false },
    select('priorityBackground', ['sand', 'forest', 'lake']),
    {
      name: 'contents',
      type: 'array',
      minRows: 1,
      maxRows: 2,
      fields: [{ name: 'title', type: 'text', required: true }, { name: 'text', type: 'richText' }, image('image'), buttons()],
    },
  ],
}
