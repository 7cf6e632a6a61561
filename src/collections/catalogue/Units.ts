import type { CollectionConfig } from 'payload'
import { maxCapacity } from '@/domain/catalogue'
import { catalogueCollection } from './shared'

/** Accommodation units: the rooms, apartments and cottages of a room type, each sold by the night. */
export const Units: CollectionConfig = {
  slug: 'units',
  admin: { useAsTitle: 'code', group: 'Catalogue', defaultColumns: ['code', 'product', 'capacity', 'active'] },
  ...catalogueCollection,
  fields: [
    { name: 'code', type: 'text', required: true, unique: true },
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
    { name: 'capacity', type: 'number', required: true, min: 1, max: maxCapacity, admin: { description: `Persons, 1–${maxCapacity}` } },
    { name: 'active', type: 'checkbox', defaultValue: true, admin: { description: 'Inactive units are not sold.' } },
  ],
}
