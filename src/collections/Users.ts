import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { staffAttemptLimit } from '@/hooks/staffAttemptLimit'
import { secureCookies } from '@/i18n/routing'
import { adminGroups, l } from '@/i18n/admin/labels'

/** Staff accounts of the admin. Customer accounts are a separate collection (accounts issue). */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: l('Henkilökunnan käyttäjä', 'Staff user', 'Personalanvändare'), plural: l('Henkilökunta', 'Staff', 'Personal') },
  admin: { useAsTitle: 'email', group: adminGroups.admin },
  auth: {
    tokenExpiration: 8 * 60 * 60,
    // No lock per account (anyone could lock staff out with wrong passwords): sign-in attempts are
    // limited per client instead (hooks/staffAttemptLimit.ts).
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax', secure: secureCookies },
    // Payload's own limit records each request outside the request's transaction and, on SQLite, waits
    // for that transaction's write lock: every reset failed. The REST checks limit resets instead
    // (server/payloadRest/staffResetLimit.ts).
    forgotPassword: { minRequestInterval: 0 },
  },
  hooks: { beforeOperation: [staffAttemptLimit] },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff, admin: ({ req }) => req.user?.collection === 'users' },
  fields: [{ name: 'name', type: 'text' }],
}
