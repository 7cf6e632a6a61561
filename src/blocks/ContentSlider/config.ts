import type { Block } from 'payload'
import { image, link } from '@/fields/link'
import { select } from '@/fields/select'
import { l } from '@/i18n/admin/labels'

export const ContentSlider: Block = {
  slug: 'contentSlider',
  labels: { singular: l('Sisältökaruselli', 'Content carousel', 'Innehållskarusell'), plural: l('Sisältökaruselli', 'Content carousel', 'Innehållskarusell') },
  interfaceName: 'ContentSliderBlock',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'hasSeeMoreLink', type: 'checkbox', defaultValue: false },
    { ...link('seeMoreLink'), admin: { condition: (_: unknown, s: { hasSeeMoreLink?: boolean }) => Boolean(s?.hasSeeMoreLink) } },
    select('cardSize', ['medium', 'small', 'large']),
    {
      name: 'slides',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        image('image', true),
        { name: 'hasLink', type: 'checkbox', defaultValue: false },
        { ...link('link'), admin: { condition: (_: unknown, s: { hasLink?: boolean }) => Boolean(s?.hasLink) } },
      ],
    },
  ],
}
