import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { adminGroups, l } from '@/i18n/admin/labels'

/**
 * People an owner invited to an apartment (family, caretaker) by e-mail, with view or booking rights.
 * The rights belong to the customer account whose verified e-mail this is, once it exists.
 */
export const HomeownerCoUsers: CollectionConfig = {
  slug: 'homeowner-co-users',
  labels: { singular: l('Kanssakäyttäjä', 'Co-user', 'Medanvändare'), plural: l('Kanssakäyttäjät', 'Co-users', 'Medanvändare') },
  admin: { useAsTitle: 'email', group: adminGroups.homeowners, defaultColumns: ['apartment', 'email', 'rights'] },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  indexes: [{ fields: ['apartment', 'email'], unique: true }],
  fields: [
    { name: 'apartment', type: 'relationship', relationTo: 'apartments', required: true, index: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'rights', type: 'select', required: true, defaultValue: 'view', options: ['view', 'book'] },
  ],
}
