import type { Block } from 'payload'
import { select } from '@/fields/select'
import { l } from '@/i18n/admin/labels'

/** Shows a catalogue product or category on its page; the shop issues fill in the live data. */
export const ExternalData: Block = {
  slug: 'externalData',
  labels: {
    singular: l('Tuote tai tuoteryhmä kaupasta', 'Product or category from the shop', 'Produkt eller kategori från butiken'),
    plural: l('Tuote tai tuoteryhmä kaupasta', 'Product or category from the shop', 'Produkt eller kategori från butiken'),
  },
  interfaceName: 'ExternalDataBlock',
  fields: [
    select('type', ['product', 'category']),
    {
      name: 'code',
      type: 'text',
      label: l('Tuote- tai tuoteryhmäkoodi', 'Product or category code', 'Produkt- eller kategorikod'),
      required: true,
      admin: { description: l('Kaupan koodi, esim. MAJOITUS', 'The shop’s code, e.g. MAJOITUS', 'Butikens kod, t.ex. MAJOITUS') },
    },
    {
      name: 'schema',
      type: 'text',
      label: l('Hinnoitteluperuste', 'Pricing basis', 'Prissättningsgrund'),
      admin: {
        description: l(
          'Miten tuoteryhmän tuotteet myydään, esim. ”Active hours” (tunneittain varattavat vuorot)',
          'How the category’s products are sold, e.g. “Active hours” (slots booked by the hour)',
          'Hur kategorins produkter säljs, t.ex. ”Active hours” (pass som bokas per timme)',
        ),
      },
    },
    { name: 'marketingName', type: 'text', label: l('Markkinointinimi', 'Marketing name', 'Marknadsföringsnamn') },
    {
      name: 'categoryMarketingName',
      type: 'text',
      label: l('Tuoteryhmän markkinointinimi', 'Marketing name of the category', 'Kategorins marknadsföringsnamn'),
    },
    {
      name: 'itemLayoutProduct',
      type: 'select',
      label: l('Tuotteiden asettelu', 'Layout of the products', 'Produkternas layout'),
      options: [
        { value: 'grid', label: l('Ruudukko', 'Grid', 'Rutnät') },
        { value: 'list', label: l('Lista', 'List', 'Lista') },
      ],
    },
  ],
}
