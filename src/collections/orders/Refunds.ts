import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { refundDestinations, refundStates } from '@/domain/refunds/refundState'
import { euroCents, serviceWritten } from './shared'
import { adminGroups, l, refundDestinationWords, refundStateWords, wordOptions } from '@/i18n/admin/labels'

/**
 * Money going back to a customer (docs/refunds.md): through the payment provider, onto a gift card
 * the order spent, or onto a new card. Written by the refund service only; staff start and retry
 * refunds from the order.
 */
export const Refunds: CollectionConfig = {
  slug: 'refunds',
  labels: { singular: l('Palautus', 'Refund', 'Återbetalning'), plural: l('Palautukset', 'Refunds', 'Återbetalningar') },
  admin: {
    useAsTitle: 'idempotencyKey',
    group: adminGroups.orders,
    defaultColumns: ['order', 'amount', 'destination', 'state', 'reason', 'createdAt'],
    description: 'A failed refund stays refund_failed until staff retry it; a pending one whose answer was lost is sent again automatically.',
  },
  access: { read: isStaff, ...serviceWritten },
  defaultSort: '-createdAt',
  fields: [
    // A failed refund's provider answer and its Retry button, above everything else (a ui field: no column).
    { name: 'retry', type: 'ui', admin: { components: { Field: '/components/admin/RetryRefund#RetryRefund' } } },
    { name: 'order', type: 'relationship', label: l('Tilaus', 'Order', 'Beställning'), relationTo: 'orders', required: true, index: true },
    {
      type: 'row',
      fields: [
        euroCents('amount', l('Summa', 'Amount', 'Belopp')),
        {
          name: 'destination',
          type: 'select',
          label: l('Palautetaan', 'Refunded to', 'Återbetalas till'),
          required: true,
          options: wordOptions(refundDestinations, refundDestinationWords),
        },
        {
          name: 'state',
          type: 'select',
          label: l('Tila', 'State', 'Status'),
          required: true,
          index: true,
          options: wordOptions(refundStates, refundStateWords),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'payment', type: 'relationship', relationTo: 'payments', admin: { description: 'The payment refunded through its provider' } },
        { name: 'card', type: 'relationship', relationTo: 'gift-cards', admin: { description: 'The card the money went to' } },
      ],
    },
    { name: 'idempotencyKey', type: 'text', required: true, unique: true, admin: { description: 'One request, one refund: a repeat finds this one' } },
    {
      type: 'row',
      fields: [
        { name: 'attempt', type: 'number', required: true, defaultValue: 1 },
        { name: 'providerStamp', type: 'text', unique: true, admin: { description: 'Our id of the current attempt at the provider' } },
        { name: 'providerRefundId', type: 'text', index: true },
      ],
    },
    { name: 'lines', type: 'json', admin: { description: 'The order lines it is for, with the amount of each' } },
    {
      type: 'row',
      fields: [
        { name: 'requestedBy', type: 'select', required: true, options: ['customer', 'staff'].map((v) => ({ label: v, value: v })) },
        { name: 'staff', type: 'relationship', relationTo: 'users' },
      ],
    },
    { name: 'reason', type: 'text', label: l('Syy', 'Reason', 'Orsak') },
    { name: 'error', type: 'text', admin: { description: 'What the provider said when it failed' } },
  ],
}
