import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { secureCookies } from '@/i18n/routing'

/** Staff accounts of the admin. Customer accounts are a separate collection (accounts issue). */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Admin' },
  auth: { tokenExpiration: 8 * 60 * 60, cookies: { sameSite: 'Lax', secure: secureCookies } },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff, admin: ({ req }) => req.user?.collection === 'users' },
  fields: [{ name: 'name', type: 'text' }],
}
