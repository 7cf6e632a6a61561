import type { CollectionConfig } from 'payload'
import { maxCapacity } from '@/domain/catalogue'
import { catalogueCollection } from './shared'
import { adminGroups, l } from '@/i18n/admin/labels'

/** Accommodation units: the rooms, apartments and cottages of a room type, each sold by the night. */
export const Units: CollectionConfig = {
  slug: 'units',
  labels: { singular: l('Myytävä yksikkö', 'Unit', 'Enhet'), plural: l('Myytävät yksiköt', 'Units', 'Enheter') },
  admin: { useAsTitle: 'code', group: adminGroups.catalogue, defaultColumns: ['code', 'product', 'capacity', 'active'] },
  ...catalogueCollection,
  fields: [
    { name: 'code', type: 'text', required: true, unique: true },
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
    { name: 'capacity', type: 'number', required: true, min: 1, max: maxCapacity, admin: { description: `Persons, 1–${maxCapacity}` } },
    { name: 'active', type: 'checkbox', defaultValue: true, admin: { description: 'Inactive units are not sold.' } },
  ],
}
