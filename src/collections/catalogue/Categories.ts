import type { CollectionConfig } from 'payload'
import { productKinds } from '@/domain/catalogue'
import { shortEnumName } from '@/fields/dbName'
import { catalogueCollection } from './shared'
import { adminGroups, l } from '@/i18n/admin/labels'

/** Product categories and their listing filters (docs/content-model.md#filter, docs/behaviour.md#category-filters). */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: l('Tuoteryhmä', 'Category', 'Kategori'), plural: l('Tuoteryhmät', 'Categories', 'Kategorier') },
  admin: { useAsTitle: 'name', group: adminGroups.catalogue, defaultColumns: ['name', 'code', 'kind'] },
  ...catalogueCollection,
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, admin: { description: 'e.g. MAJOITUS' } },
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'kind',
      type: 'select',
      enumName: shortEnumName('kind'),
      options: productKinds.map((k) => ({ label: k, value: k })),
      admin: { description: 'What the category sells; decides the search form of its listing.' },
    },
    {
      name: 'filters',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'label', type: 'text', required: true, localized: true },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'dataType',
              type: 'select',
              required: true,
              defaultValue: 'choice',
              enumName: shortEnumName('dtype'),
              options: ['choice', 'number'].map((v) => ({ label: v, value: v })),
            },
            {
              name: 'equipment',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'Equipment filters are the ones that count for accommodation.' },
            },
          ],
        },
        {
          name: 'options',
          type: 'array',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'key', type: 'text', required: true },
                { name: 'label', type: 'text', required: true, localized: true },
                { name: 'primary', type: 'checkbox', defaultValue: false },
                { name: 'secondary', type: 'checkbox', defaultValue: false },
              ],
            },
          ],
        },
      ],
    },
  ],
}
