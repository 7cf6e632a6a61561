import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'

/**
 * People an owner invited to an apartment (family, caretaker) by e-mail, with view or booking rights.
 * The rights belong to the customer account whose verified e-mail this is, once it exists.
 */
export const HomeownerCoUsers: CollectionConfig = {
  slug: 'homeowner-co-users',
  admin: { useAsTitle: 'email', group: 'Homeowners', defaultColumns: ['apartment', 'email', 'rights'] },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  indexes: [{ fields: ['apartment', 'email'], unique: true }],
  fields: [
    { name: 'apartment', type: 'relationship', relationTo: 'apartments', required: true, index: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'rights', type: 'select', required: true, defaultValue: 'view', options: ['view', 'book'] },
  ],
}
