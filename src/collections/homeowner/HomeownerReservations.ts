import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { adminGroups, l } from '@/i18n/admin/labels'

/**
 * Owners' own accommodation reservations and usage reservations (booked time slots). Written only by
 * the homeowner service together with their nights in the allocation table; staff read them here.
 */
export const HomeownerReservations: CollectionConfig = {
  slug: 'homeowner-reservations',
  labels: {
    singular: l('Omistajan varaus', 'Owner reservation', 'Ägarens bokning'),
    plural: l('Omistajien varaukset', 'Owner reservations', 'Ägarnas bokningar'),
  },
  admin: { useAsTitle: 'from', group: adminGroups.homeowners, defaultColumns: ['apartment', 'kind', 'from', 'to', 'firstName', 'lastName'] },
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'apartment', type: 'relationship', relationTo: 'apartments', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: ['own', 'usage'] },
    { name: 'from', type: 'text', required: true, admin: { description: 'Arrival' } },
    { name: 'to', type: 'text', required: true, admin: { description: 'Departure' } },
    { name: 'slotId', type: 'text', admin: { description: 'The booked time slot (usage reservations)' } },
    { name: 'guests', type: 'number' },
    { name: 'createdBy', type: 'relationship', relationTo: 'customers', required: true },
    { name: 'firstName', type: 'text' },
    { name: 'lastName', type: 'text' },
    { name: 'email', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'additionalInfo', type: 'textarea' },
    { name: 'sendCopy', type: 'checkbox', defaultValue: false },
  ],
}
