import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { serviceWritten } from './shared'
import { adminGroups, l } from '@/i18n/admin/labels'

/** The append-only log of what happened to an order: every status change, return and callback. */
export const OrderEvents: CollectionConfig = {
  slug: 'order-events',
  labels: { singular: l('Tilaustapahtuma', 'Order event', 'Beställningshändelse'), plural: l('Tilaustapahtumat', 'Order events', 'Beställningshändelser') },
  admin: { useAsTitle: 'type', group: adminGroups.orders, defaultColumns: ['order', 'type', 'fromStatus', 'toStatus', 'createdAt'] },
  access: { read: isStaff, ...serviceWritten },
  defaultSort: '-createdAt',
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'type', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'fromStatus', type: 'text' },
        { name: 'toStatus', type: 'text' },
      ],
    },
    { name: 'data', type: 'json' },
  ],
}
