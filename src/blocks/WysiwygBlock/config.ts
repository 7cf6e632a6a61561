import type { Block } from 'payload'
import { select } from '@/fields/select'

export const WysiwygBlock: Block = {
  slug: 'wysiwygBlock',
  interfaceName: 'WysiwygBlockBlock',
  fields: [
    { name: 'content', type: 'richText', required: true },
    { name: 'alignLeft', type: 'checkbox', defaultValue: true },
    select('fontSize', ['normal', 'large']),
  ],
}
