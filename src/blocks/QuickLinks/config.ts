import type { Block } from 'payload'
import { image, link } from '@/fields/link'
import { l } from '@/i18n/admin/labels'

export const QuickLinks: Block = {
  slug: 'quickLinks',
  labels: { singular: l('Pikalinkit', 'Quick links', 'Snabblänkar'), plural: l('Pikalinkit', 'Quick links', 'Snabblänkar') },
  interfaceName: 'QuickLinksBlock',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'links', type: 'array', minRows: 1, maxRows: 8, fields: [image('image'), link('link')] },
  ],
}
