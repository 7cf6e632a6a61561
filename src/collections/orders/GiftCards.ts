import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { cardOrigins } from '@/domain/giftCards/ledger'
import { euroCents, serviceWritten } from './shared'
import { adminGroups, cardOriginWords, l, wordOptions } from '@/i18n/admin/labels'

/**
 * Gift cards (docs/gift-cards.md): the code is what the holder redeems; `balance` is what is left to
 * spend, changed only by the shop's services, each change an entry of the card's ledger. Staff
 * adjust a balance with the action below the ledger, never by editing the number.
 */
export const GiftCards: CollectionConfig = {
  slug: 'gift-cards',
  labels: { singular: l('Lahjakortti', 'Gift card', 'Presentkort'), plural: l('Lahjakortit', 'Gift cards', 'Presentkort') },
  admin: {
    useAsTitle: 'code',
    group: adminGroups.orders,
    defaultColumns: ['code', 'value', 'balance', 'recipientName', 'buyerEmail', 'validUntil'],
    listSearchableFields: ['code', 'buyerEmail', 'recipientEmail', 'recipientName'],
    description: 'Search by code, buyer or recipient. Balances change through orders, refunds and adjustments (see the ledger of a card).',
  },
  access: { read: isStaff, ...serviceWritten },
  defaultSort: '-createdAt',
  fields: [
    { name: 'code', type: 'text', label: l('Koodi', 'Code', 'Kod'), required: true, unique: true },
    {
      type: 'row',
      fields: [
        euroCents('value', l('Arvo', 'Value', 'Värde'), { description: l('Arvo myöntöhetkellä', 'When issued', 'Vid utfärdandet') }),
        euroCents('balance', l('Saldo', 'Balance', 'Saldo'), {
          defaultValue: 0,
          description: l(
            'Käytettävissä (keskeneräisiin tilauksiin varattu summa pois lukien)',
            'Left to spend (amounts held by unpaid orders excluded)',
            'Kvar att använda (belopp reserverade av obetalda beställningar undantagna)',
          ),
        }),
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
        {
          name: 'origin',
          type: 'select',
          label: l('Alkuperä', 'Origin', 'Ursprung'),
          required: true,
          defaultValue: 'sale',
          options: wordOptions(cardOrigins, cardOriginWords),
        },
        { name: 'order', type: 'relationship', relationTo: 'orders', index: true, admin: { description: 'The order that bought it, or whose refund it is' } },
        { name: 'buyerEmail', type: 'email', label: l('Ostajan sähköposti', 'Buyer e-mail', 'Köparens e-post'), index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'recipientName', type: 'text', label: l('Saajan nimi', 'Recipient', 'Mottagare'), required: true },
        { name: 'recipientEmail', type: 'email', label: l('Saajan sähköposti', 'Recipient e-mail', 'Mottagarens e-post'), required: true },
      ],
    },
    { name: 'message', type: 'textarea', label: l('Viesti', 'Message', 'Meddelande') },
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
