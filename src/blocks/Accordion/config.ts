import type { Block } from 'payload'
import { l } from '@/i18n/admin/labels'

export const Accordion: Block = {
  slug: 'accordion',
  labels: {
    singular: l('Haitari (avattavat osiot)', 'Accordion (expandable sections)', 'Dragspel (expanderbara avsnitt)'),
    plural: l('Haitari (avattavat osiot)', 'Accordion (expandable sections)', 'Dragspel (expanderbara avsnitt)'),
  },
  interfaceName: 'AccordionBlock',
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 20,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'contents', type: 'richText', required: true },
      ],
    },
  ],
}
