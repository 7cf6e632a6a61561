import type { Block } from 'payload'
import { image, link, linkTarget } from '@/fields/link'
import { select } from '@/fields/select'
import { l } from '@/i18n/admin/labels'

const redirects = (_: unknown, s: { component?: string }) => s?.component === 'redirect'

export const CardList: Block = {
  slug: 'cardList',
  labels: { singular: l('Korttilista', 'Card list', 'Kortlista'), plural: l('Korttilista', 'Card list', 'Kortlista') },
  interfaceName: 'CardListBlock',
  fields: [
    {
      name: 'display',
      type: 'group',
      fields: [
        select('component', ['grid', 'list', 'redirect']),
        {
          // A chosen page follows its own address in each language (and a move of the page); a typed
          // address would send every language to the one it names.
          ...linkTarget('target', ['standardPage', 'product', 'category', 'article', 'educationPage']),
          admin: {
            condition: redirects,
            description: 'The page answers a temporary redirect (307) to this page, in the page’s own language.',
          },
        },
        {
          name: 'url',
          type: 'text',
          admin: {
            condition: redirects,
            description: 'Or an address, e.g. on another site; used when no target page is chosen.',
          },
        },
      ],
    },
    {
      name: 'cards',
      type: 'array',
      fields: [{ name: 'title', type: 'text', required: true }, { name: 'text', type: 'textarea' }, image('image'), link('link')],
    },
  ],
}
