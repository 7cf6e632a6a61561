import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { serviceWritten } from './shared'

/** One payment attempt of an order at a provider; `stamp` is ours, `providerId` the provider's. */
export const Payments: CollectionConfig = {
  slug: 'payments',
  admin: { useAsTitle: 'stamp', group: 'Orders', defaultColumns: ['stamp', 'order', 'provider', 'status', 'amount', 'updatedAt'] },
  access: { read: isStaff, ...serviceWritten },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'stamp', type: 'text', required: true, unique: true },
    // 'none': an order of 0 €, confirmed without a payment (an enrolment).
    { name: 'provider', type: 'text', required: true },
    { name: 'providerId', type: 'text', required: true, unique: true },
    { name: 'status', type: 'text', required: true, admin: { description: 'created, ok, cancel, fail, timeout or pending' } },
    { name: 'amount', type: 'number', required: true, admin: { description: 'Euro cents' } },
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
