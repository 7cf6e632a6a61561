import type { Block } from 'payload'
import { image, link } from '@/fields/link'

export const QuickLinks: Block = {
  slug: 'quickLinks',
  interfaceName: 'QuickLinksBlock',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'links', type: 'array', minRows: 1, maxRows: 8, fields: [image('image'), link('link')] },
  ],
}
