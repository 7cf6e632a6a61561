import type { CollectionConfig } from 'payload'
import { catalogueCollection, dayField } from './shared'
import { adminGroups, l } from '@/i18n/admin/labels'

/** VAT classes with effective-dated rates (docs/limits.md#money-and-vat): a rate applies from its date until the next one. */
export const TaxClasses: CollectionConfig = {
  slug: 'tax-classes',
  labels: { singular: l('Verokanta', 'Tax class', 'Momsklass'), plural: l('Verokannat', 'Tax classes', 'Momsklasser') },
  admin: { useAsTitle: 'name', group: adminGroups.catalogue, defaultColumns: ['name', 'code'] },
  ...catalogueCollection,
  fields: [
    { name: 'code', type: 'text', required: true, unique: true },
    { name: 'name', type: 'text', required: true },
    {
      name: 'rates',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [dayField('validFrom'), { name: 'basisPoints', type: 'number', required: true, min: 0, max: 10000, admin: { description: '1350 = 13.5 %' } }],
        },
      ],
    },
  ],
}
