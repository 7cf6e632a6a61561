import type { Block } from 'payload'
import { appearanceOptions, buttonFields, image, link } from '@/fields/link'
import { select } from '@/fields/select'
import { shortEnumName } from '@/fields/dbName'
import { l } from '@/i18n/admin/labels'

export const ContentCards: Block = {
  slug: 'contentCards',
  labels: { singular: l('Sisältökortit', 'Content cards', 'Innehållskort'), plural: l('Sisältökortit', 'Content cards', 'Innehållskort') },
  interfaceName: 'ContentCardsBlock',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'hasSeeMoreLink', type: 'checkbox', defaultValue: false },
    { ...link('seeMoreLink'), admin: { condition: (_: unknown, s: { hasSeeMoreLink?: boolean }) => Boolean(s?.hasSeeMoreLink) } },
    select('backgroundColor', ['white', 'sand', 'forest', 'lake']),
    select('textColor', ['dark', 'light']),
    {
      name: 'slidesButtonAppearance',
      type: 'select',
      enumName: shortEnumName('sba'),
      options: appearanceOptions,
      admin: { description: 'Overrides the appearance of every card button' },
    },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        image('image'),
        { name: 'hasButton', type: 'checkbox', defaultValue: true },
        {
          name: 'button',
          type: 'group',
          fields: buttonFields(),
          admin: { condition: (_: unknown, s: { hasButton?: boolean }) => Boolean(s?.hasButton) },
        },
        { name: 'dialog', type: 'relationship', relationTo: 'popups', admin: { description: 'The card opens this dialog' } },
      ],
    },
  ],
}
