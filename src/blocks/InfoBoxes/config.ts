import type { Block } from 'payload'
import { link } from '@/fields/link'
import { l } from '@/i18n/admin/labels'

export const InfoBoxes: Block = {
  slug: 'infoBoxes',
  labels: { singular: l('Infolaatikot', 'Info boxes', 'Informationsrutor'), plural: l('Infolaatikot', 'Info boxes', 'Informationsrutor') },
  interfaceName: 'InfoBoxesBlock',
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'boxes',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'richText', required: true },
        { name: 'icon', type: 'text' },
        { name: 'hasLink', type: 'checkbox', defaultValue: false },
        { ...link('link'), admin: { condition: (_: unknown, s: { hasLink?: boolean }) => Boolean(s?.hasLink) } },
      ],
    },
  ],
}
