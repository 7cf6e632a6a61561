import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { adminGroups, l } from '@/i18n/admin/labels'

/**
 * Refresh tokens (docs/accounts.md#sessions): stored as a SHA-256 only, rotated on every use. A token used
 * twice means it was stolen: the whole family (every rotation of one sign-in) is revoked.
 */
export const CustomerSessions: CollectionConfig = {
  slug: 'customer-sessions',
  labels: { singular: l('Asiakkaan istunto', 'Customer session', 'Kundsession'), plural: l('Asiakkaiden istunnot', 'Customer sessions', 'Kundsessioner') },
  admin: { group: adminGroups.customers, defaultColumns: ['customer', 'createdAt', 'expiresAt', 'usedAt', 'revokedAt'] },
  access: { read: isStaff, create: () => false, update: () => false, delete: isStaff },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'family', type: 'text', required: true, index: true, admin: { description: 'Every rotation of one sign-in shares it' } },
    {
      type: 'row',
      fields: [
        { name: 'expiresAt', type: 'date', required: true },
        { name: 'usedAt', type: 'date' },
        { name: 'revokedAt', type: 'date' },
      ],
    },
  ],
}
