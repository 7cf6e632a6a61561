import type { Block } from 'payload'
import { select } from '@/fields/select'
import { l } from '@/i18n/admin/labels'

export const WysiwygBlock: Block = {
  slug: 'wysiwygBlock',
  labels: { singular: l('Teksti', 'Text', 'Text'), plural: l('Teksti', 'Text', 'Text') },
  interfaceName: 'WysiwygBlockBlock',
  fields: [
    { name: 'content', type: 'richText', required: true },
    { name: 'alignLeft', type: 'checkbox', defaultValue: true },
    select('fontSize', ['normal', 'large']),
  ],
}
