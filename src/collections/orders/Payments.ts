import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { euroCents, serviceWritten } from './shared'
import { adminGroups, l } from '@/i18n/admin/labels'

/** One payment attempt of an order at a provider; `stamp` is ours, `providerId` the provider's. */
export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: { singular: l('Maksu', 'Payment', 'Betalning'), plural: l('Maksut', 'Payments', 'Betalningar') },
  admin: { useAsTitle: 'stamp', group: adminGroups.orders, defaultColumns: ['stamp', 'order', 'provider', 'status', 'amount', 'updatedAt'] },
  access: { read: isStaff, ...serviceWritten },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'stamp', type: 'text', required: true, unique: true },
    // 'none': an order of 0 €, confirmed without a payment (an enrolment).
    { name: 'provider', type: 'text', required: true },
    { name: 'providerId', type: 'text', required: true, unique: true },
    {
      name: 'status',
      type: 'text',
      label: l('Tila', 'Status', 'Status'),
      required: true,
      admin: {
        description: l('Maksupalvelun ilmoittama tila', 'As the payment provider reported it', 'Som betaltjänsten rapporterade den'),
        components: { Cell: '/components/admin/PaymentStatusCell#PaymentStatusCell' },
      },
    },
    euroCents('amount', l('Summa', 'Amount', 'Belopp')),
    { name: 'method', type: 'text' },
    { name: 'rawReturn', type: 'json', admin: { description: 'The last verified return or callback' } },
    {
      name: 'terminalUrl',
      type: 'text',
      admin: { description: 'The provider’s payment page; the browser goes there through the shop, which then holds the cart longer' },
    },
    {
      type: 'row',
      fields: [
        { name: 'terminalOpenedAt', type: 'date', admin: { description: 'When the buyer opened the payment terminal' } },
        { name: 'checkedAt', type: 'date', admin: { description: 'When the shop last asked the provider how the payment stands (lost returns)' } },
      ],
    },
  ],
}
