import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'

/** E-mail verification and password reset codes: hashed, expiring, single use. */
export const CustomerCodes: CollectionConfig = {
  slug: 'customer-codes',
  admin: { group: 'Customers', defaultColumns: ['customer', 'purpose', 'expiresAt', 'usedAt'] },
  access: { read: isStaff, create: () => false, update: () => false, delete: isStaff },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'purpose', type: 'select', required: true, enumName: 'enum_customer_code_purpose', options: ['verifyEmail', 'resetPassword'].map((v) => ({ label: v, value: v })) },
    { name: 'codeHash', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { type: 'row', fields: [{ name: 'expiresAt', type: 'date', required: true }, { name: 'usedAt', type: 'date' }] },
  ],
}
