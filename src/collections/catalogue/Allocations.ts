import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { adminGroups, l } from '@/i18n/admin/labels'

/**
 * Every sold or held night, seat or court step is one row; `(resource, slot)` is unique, so two
 * processes can never sell the same thing (docs/shop.md#allocations). A hold has an expiry; a sale has none.
 * Rows are written only by the allocation service inside a transaction, never by hand.
 */
export const Allocations: CollectionConfig = {
  slug: 'allocations',
  labels: { singular: l('Varattu paikka', 'Allocation', 'Reserverad plats'), plural: l('Varatut paikat', 'Allocations', 'Reserverade platser') },
  admin: { useAsTitle: 'resource', group: adminGroups.orders, defaultColumns: ['resource', 'slot', 'ref', 'expiresAt'] },
  access: { read: isStaff, create: () => false, update: () => false, delete: isStaff },
  indexes: [{ fields: ['resource', 'slot'], unique: true }],
  fields: [
    { name: 'resource', type: 'text', required: true, index: true },
    { name: 'slot', type: 'text', required: true },
    { name: 'productCode', type: 'text', required: true },
    { name: 'ref', type: 'text', required: true, index: true, admin: { description: 'Hold or order reference' } },
    { name: 'expiresAt', type: 'date', index: true, admin: { description: 'Empty for a sale; a hold expires' } },
  ],
}
