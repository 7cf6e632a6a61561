import type { Block } from 'payload'
import { image, link } from '@/fields/link'
import { select } from '@/fields/select'

export const CardList: Block = {
  slug: 'cardList',
  interfaceName: 'CardListBlock',
  fields: [
    {
      name: 'display',
      type: 'group',
      fields: [
        select('component', ['grid', 'list', 'redirect']),
        {
          name: 'url',
          type: 'text',
          admin: {
            condition: (_: unknown, s: { component?: string }) => s?.component === 'redirect',
            description: 'The page answers a temporary redirect (307) to this address.',
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
