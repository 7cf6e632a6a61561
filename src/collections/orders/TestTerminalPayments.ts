import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { serviceWritten } from './shared'
import { adminGroups, l } from '@/i18n/admin/labels'

/**
 * The built-in test terminal's own record of its payments, as a real provider keeps one: the shop
 * asks it, like Paytrail's `GET /payments/{id}`, when a payment's return and callback were lost.
 */
export const TestTerminalPayments: CollectionConfig = {
  slug: 'test-terminal-payments',
  labels: { singular: l('Testimaksu', 'Test payment', 'Testbetalning'), plural: l('Testimaksut', 'Test payments', 'Testbetalningar') },
  admin: {
    useAsTitle: 'providerId',
    group: adminGroups.orders,
    defaultColumns: ['providerId', 'stamp', 'status', 'amount', 'updatedAt'],
    description: 'Payments made at the built-in test terminal (no real money).',
  },
  access: { read: isStaff, ...serviceWritten },
  fields: [
    { name: 'providerId', type: 'text', required: true, unique: true },
    { name: 'stamp', type: 'text', required: true },
    { name: 'amount', type: 'number', required: true, admin: { description: 'Euro cents' } },
    { name: 'status', type: 'text', required: true, admin: { description: 'new, ok, cancel, fail or timeout' } },
  ],
}
