import type { Block } from 'payload'
import { image, link } from '@/fields/link'
import { l } from '@/i18n/admin/labels'

export const ContactCards: Block = {
  slug: 'contactCards',
  labels: { singular: l('Yhteystietokortit', 'Contact cards', 'Kontaktkort'), plural: l('Yhteystietokortit', 'Contact cards', 'Kontaktkort') },
  interfaceName: 'ContactCardsBlock',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'displayImage', type: 'checkbox', defaultValue: true },
    { name: 'hasSeeMoreLink', type: 'checkbox', defaultValue: false },
    { ...link('seeMoreLink'), admin: { condition: (_: unknown, s: { hasSeeMoreLink?: boolean }) => Boolean(s?.hasSeeMoreLink) } },
    {
      name: 'people',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      fields: [
        { name: 'name', type: 'text', required: true },
        image('image'),
        { name: 'jobTitle', type: 'text' },
        { name: 'phoneNumber', type: 'text' },
        { name: 'email', type: 'email' },
      ],
    },
  ],
}
