import type { CollectionConfig } from 'payload'
import { homeownerRolesField } from './homeownerRolesField'
import { isStaff } from '@/access'
import { adminGroups, l } from '@/i18n/admin/labels'

/**
 * Customer accounts (docs/content-model.md#user-profile, docs/roles.md). Not Payload auth users: customers sign in
 * through the storefront API with argon2id passwords (src/server/accounts), and staff accounts can
 * never be reached from there. Staff see and correct profiles here; the password hash stays hidden.
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: l('Asiakas', 'Customer', 'Kund'), plural: l('Asiakkaat', 'Customers', 'Kunder') },
  admin: { useAsTitle: 'email', group: adminGroups.customers, defaultColumns: ['email', 'firstName', 'lastName', 'isEmailVerified', 'createdAt'] },
  access: { read: isStaff, create: () => false, update: isStaff, delete: isStaff },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true },
    { name: 'passwordHash', type: 'text', hidden: true, admin: { disabled: true } },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text' },
        { name: 'lastName', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', index: true },
        { name: 'address', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'zip', type: 'text' },
        { name: 'city', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'isEmailVerified', type: 'checkbox', defaultValue: false },
        {
          name: 'marketingStatus',
          type: 'checkbox',
          defaultValue: false,
          // Consent comes only from the address owner (docs/accounts.md#newsletter-double-opt-in); staff end it under Newsletter subscriptions.
          admin: {
            readOnly: true,
            description:
              'Newsletter consent: on when the customer confirms the mailed link, off when they (or staff, under Newsletter subscriptions) unsubscribe',
          },
        },
        { name: 'loyaltyMember', type: 'checkbox', defaultValue: false, admin: { description: 'The "friends" loyalty programme' } },
        {
          name: 'isHomeOwner',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Owners and co-users of apartments are homeowners anyway; tick to open the homeowner page to an account without one' },
        },
      ],
    },
    homeownerRolesField,
    {
      name: 'homeownerFeedVersion',
      type: 'number',
      defaultValue: 1,
      admin: { readOnly: true, description: 'Raised when the owner renews their calendar feed link; older links stop working' },
    },
    { name: 'hlxId', type: 'number', defaultValue: -1, admin: { description: 'Id in the external customer register; -1 when none' } },
  ],
}
