import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { adminGroups, l } from '@/i18n/admin/labels'

/**
 * E-mail verification and password reset codes: hashed, expiring, single use. A typed verification
 * code is bound to its account and void after a few wrong tries; the links carry long tokens.
 */
export const CustomerCodes: CollectionConfig = {
  slug: 'customer-codes',
  labels: { singular: l('Asiakkaan koodi', 'Customer code', 'Kundkod'), plural: l('Asiakkaiden koodit', 'Customer codes', 'Kundkoder') },
  admin: { group: adminGroups.customers, defaultColumns: ['customer', 'purpose', 'expiresAt', 'usedAt'] },
  access: { read: isStaff, create: () => false, update: () => false, delete: isStaff },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      enumName: 'enum_customer_code_purpose',
      options: ['verifyEmail', 'verifyLink', 'resetPassword'].map((v) => ({ label: v, value: v })),
    },
    { name: 'codeHash', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'expiresAt', type: 'date', required: true },
        { name: 'usedAt', type: 'date' },
      ],
    },
    {
      name: 'failedAttempts',
      type: 'number',
      defaultValue: 0,
      admin: { readOnly: true, description: 'Wrong codes typed for the account while this one was live' },
    },
  ],
}
