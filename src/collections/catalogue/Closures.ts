import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { closesSomething, endsAfterStart, isDay, knownCourts, knownPools } from './closureValidation'
import { invalidateCatalogueHook } from './shared'
import { adminGroups, l } from '@/i18n/admin/labels'

/**
 * Days something is not sold: a product, some rooms, some courts or a swimming pool. The shop reads
 * closures with the catalogue and offers nothing closed; visitors see the days and the reason.
 * Only the server reads them (the reason reaches visitors through the availability answers), and
 * pages render nothing from them, so a change drops the in-memory catalogue but expires no page.
 */
export const Closures: CollectionConfig = {
  slug: 'closures',
  labels: { singular: l('Sulkuaika', 'Closure', 'Stängning'), plural: l('Sulkuajat', 'Closures', 'Stängningar') },
  admin: {
    useAsTitle: 'name',
    group: adminGroups.catalogue,
    defaultColumns: ['name', 'from', 'to', 'reason'],
    description:
      'Close a product, units, courts or a swimming pool for whole days (Helsinki time). Nothing closed is sold; visitors see the dates and the reason. Bookings made before the closure are kept: contact those guests.',
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeValidate: [closesSomething], afterChange: [invalidateCatalogueHook], afterDelete: [invalidateCatalogueHook] },
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'For staff, e.g. “Swimming hall annual maintenance 2026”' } },
    {
      type: 'row',
      fields: [
        {
          name: 'from',
          type: 'text',
          required: true,
          validate: isDay,
          admin: { placeholder: 'YYYY-MM-DD', width: '25%', description: 'First closed day (Helsinki)' },
        },
        {
          name: 'to',
          type: 'text',
          required: true,
          validate: endsAfterStart,
          admin: { placeholder: 'YYYY-MM-DD', width: '25%', description: 'Last closed day (Helsinki), also closed' },
        },
      ],
    },
    {
      name: 'reason',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 300,
      admin: { description: 'Shown to visitors with the closed dates, in each language, e.g. “The swimming hall is closed for annual maintenance.”' },
    },
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      admin: { description: 'Closed as a whole: every room, court, session, time or ticket of the product' },
    },
    {
      name: 'units',
      type: 'relationship',
      relationTo: 'units',
      hasMany: true,
      admin: { description: 'Single rooms or cottages; the rest of the room type stays on sale' },
    },
    {
      name: 'courts',
      type: 'text',
      hasMany: true,
      validate: knownCourts,
      admin: { description: 'Court codes as on the court products, e.g. PADEL-1; the other courts stay on sale' },
    },
    {
      name: 'pools',
      type: 'text',
      hasMany: true,
      validate: knownPools,
      admin: { description: 'Pool names as on the ticket products (field “pool”): every ticket of the pool closes' },
    },
    { name: 'note', type: 'textarea', admin: { description: 'Internal, never shown to visitors' } },
  ],
}
