import type { Block } from 'payload'
import { select } from '@/fields/select'

/** Shows a catalogue product or category on its page; the shop issues fill in the live data. */
export const ExternalData: Block = {
  slug: 'externalData',
  interfaceName: 'ExternalDataBlock',
  fields: [
    select('type', ['product', 'category']),
    { name: 'code', type: 'text', required: true, admin: { description: 'Product or category code, e.g. MAJOITUS' } },
    { name: 'schema', type: 'text', admin: { description: 'Category schema, e.g. Active hours' } },
    { name: 'marketingName', type: 'text' },
    { name: 'categoryMarketingName', type: 'text' },
    {
      name: 'itemLayoutProduct',
      type: 'select',
      options: ['grid', 'list'].map((v) => ({ label: v, value: v })),
      admin: { description: 'Category item layout; becomes a page class' },
    },
  ],
}
