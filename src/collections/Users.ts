import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { staffAttemptLimit } from '@/hooks/staffAttemptLimit'
import { secureCookies } from '@/i18n/routing'

/** Staff accounts of the admin. Customer accounts are a separate collection (accounts issue). */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Admin' },
  // No lock per account (anyone could lock staff out with wrong passwords): attempts are limited per client instead.
  auth: { tokenExpiration: 8 * 60 * 60, maxLoginAttempts: 0, cookies: { sameSite: 'Lax', secure: secureCookies } },
  hooks: { beforeOperation: [staffAttemptLimit] },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff, admin: ({ req }) => req.user?.collection === 'users' },
  fields: [{ name: 'name', type: 'text' }],
}
