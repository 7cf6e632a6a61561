import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { adminGroups, l } from '@/i18n/admin/labels'

/**
 * Attempts per key (account or address) and time window, shared by every app process through the
 * database: sign-in, account-exists, registration and reset requests are limited with it.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  labels: { singular: l('Käyttöraja', 'Rate limit', 'Begränsning'), plural: l('Käyttörajat', 'Rate limits', 'Begränsningar') },
  admin: { group: adminGroups.customers, hidden: true },
  access: { read: isStaff, create: () => false, update: () => false, delete: isStaff },
  indexes: [{ fields: ['key', 'window'], unique: true }],
  fields: [
    { name: 'key', type: 'text', required: true },
    { name: 'window', type: 'text', required: true },
    { name: 'hits', type: 'number', required: true, defaultValue: 0 },
  ],
}
