import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'

/** Gift cards issued by paid orders; the code is what the recipient redeems. */
export const GiftCards: CollectionConfig = {
  slug: 'gift-cards',
  admin: { useAsTitle: 'code', group: 'Orders', defaultColumns: ['code', 'value', 'recipientName', 'validUntil', 'order'] },
  access: { read: isStaff, create: () => false, update: isStaff, delete: () => false },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true },
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true },
    { name: 'value', type: 'number', required: true, admin: { description: 'Euro cents' } },
    {
      type: 'row',
      fields: [
        { name: 'recipientName', type: 'text', required: true },
        { name: 'recipientEmail', type: 'email', required: true },
      ],
    },
    { name: 'message', type: 'textarea' },
    { name: 'validUntil', type: 'date', required: true },
    { name: 'redeemed', type: 'checkbox', defaultValue: false },
  ],
}
