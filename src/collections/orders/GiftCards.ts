import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { cardOrigins } from '@/domain/giftCards/ledger'
import { serviceWritten } from './shared'

/**
 * Gift cards (docs/gift-cards.md): the code is what the holder redeems; `balance` is what is left to
 * spend, changed only by the shop's services, each change an entry of the card's ledger. Staff
 * adjust a balance with the action below the ledger, never by editing the number.
 */
export const GiftCards: CollectionConfig = {
  slug: 'gift-cards',
  admin: {
    useAsTitle: 'code',
    group: 'Orders',
    defaultColumns: ['code', 'value', 'balance', 'recipientName', 'buyerEmail', 'validUntil'],
    listSearchableFields: ['code', 'buyerEmail', 'recipientEmail', 'recipientName'],
    description: 'Search by code, buyer or recipient. Balances change through orders, refunds and adjustments (see the ledger of a card).',
  },
  access: { read: isStaff, ...serviceWritten },
  defaultSort: '-createdAt',
  fields: [
    { name: 'code', type: 'text', required: true, unique: true },
    {
      type: 'row',
      fields: [
        { name: 'value', type: 'number', required: true, admin: { description: 'Euro cents when issued' } },
        { name: 'balance', type: 'number', required: true, defaultValue: 0, admin: { description: 'Euro cents left to spend (held amounts excluded)' } },
        {
          name: 'validUntil',
          type: 'date',
          required: true,
          index: true,
          admin: {
            description: 'The moment it stops being spendable: midnight in Helsinki after its last valid day',
            date: { pickerAppearance: 'dayAndTime', displayFormat: 'd.M.yyyy HH:mm' },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'origin', type: 'select', required: true, defaultValue: 'sale', options: cardOrigins.map((o) => ({ label: o, value: o })) },
        { name: 'order', type: 'relationship', relationTo: 'orders', index: true, admin: { description: 'The order that bought it, or whose refund it is' } },
        { name: 'buyerEmail', type: 'email', index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'recipientName', type: 'text', required: true },
        { name: 'recipientEmail', type: 'email', required: true },
      ],
    },
    { name: 'message', type: 'textarea' },
    { name: 'design', type: 'upload', relationTo: 'media', admin: { description: 'The image printed on the PDF card' } },
    // Staff change a balance only here, as a ledger entry with a reason (a ui field: no column).
    { name: 'adjustBalance', type: 'ui', admin: { components: { Field: '/components/admin/AdjustBalance#AdjustBalance' } } },
    {
      name: 'ledger',
      type: 'join',
      collection: 'gift-card-entries',
      on: 'card',
      defaultSort: 'createdAt',
      admin: { defaultColumns: ['kind', 'amount', 'state', 'order', 'reason', 'createdAt'] },
    },
  ],
}
