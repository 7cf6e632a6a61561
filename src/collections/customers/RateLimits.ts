import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'

/**
 * Attempts per key (account or address) and time window, shared by every app process through the
 * database: sign-in, account-exists, registration and reset requests are limited with it.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  admin: { group: 'Customers', hidden: true },
  access: { read: isStaff, create: () => false, update: () => false, delete: isStaff },
  indexes: [{ fields: ['key', 'window'], unique: true }],
  fields: [
    { name: 'key', type: 'text', required: true },
    { name: 'window', type: 'text', required: true },
    { name: 'hits', type: 'number', required: true, defaultValue: 0 },
  ],
}
