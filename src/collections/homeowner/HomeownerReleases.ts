import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { adminGroups, l } from '@/i18n/admin/labels'

/** Periods owners gave to brokerage sales. Written only by the homeowner service; a release nobody has bought from can be taken back. */
export const HomeownerReleases: CollectionConfig = {
  slug: 'homeowner-releases',
  labels: {
    singular: l('Vuokralle luovutus', 'Release for rent', 'Frisläppning för uthyrning'),
    plural: l('Vuokralle luovutukset', 'Releases for rent', 'Frisläppningar för uthyrning'),
  },
  admin: { useAsTitle: 'from', group: adminGroups.homeowners, defaultColumns: ['apartment', 'from', 'to', 'createdBy'] },
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'apartment', type: 'relationship', relationTo: 'apartments', required: true, index: true },
    { name: 'from', type: 'text', required: true, admin: { description: 'First night' } },
    { name: 'to', type: 'text', required: true, admin: { description: 'Departure day' } },
    { name: 'createdBy', type: 'relationship', relationTo: 'customers', required: true },
  ],
}
