import type { CollectionConfig } from 'payload'
import { anyone, isStaff } from '@/access'
import { revalidateOnDelete, revalidateOnPublish } from '@/hooks/revalidate'
import { cacheTags } from '@/server/cacheTags'
import { adminGroups, l } from '@/i18n/admin/labels'

/** Old addresses that send visitors elsewhere (docs/routes.md#route-steps); an external target is a full page load. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: l('Uudelleenohjaus', 'Redirect', 'Omdirigering'), plural: l('Uudelleenohjaukset', 'Redirects', 'Omdirigeringar') },
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'permanent'], group: adminGroups.content },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'Full site path including any language prefix, e.g. /en/old-offer' },
      hooks: {
        beforeValidate: [({ value }) => (typeof value === 'string' ? `/${value.trim().replace(/^\/+|\/+$/g, '')}` : value)],
      },
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      admin: { description: 'A site path such as /majoitushaku or a full https:// address' },
      validate: (value: unknown) => (typeof value === 'string' && /^(\/|https?:\/\/)/.test(value) ? true : 'Start with / or https://'),
    },
    { name: 'permanent', type: 'checkbox', defaultValue: false, admin: { description: '308 instead of 307' } },
  ],
  hooks: {
    afterChange: [revalidateOnPublish(cacheTags.redirects)],
    afterDelete: [revalidateOnDelete(cacheTags.redirects)],
  },
}
