import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { cancelPolicies } from '@/domain/orders/cancellation'
import { orderStates } from '@/domain/orders/orderState'
import { serviceWritten } from './shared'

const cents = (name: string, label?: string) => ({
  name,
  type: 'number' as const,
  required: true,
  defaultValue: 0,
  admin: { description: label ?? 'Euro cents' },
})

/** An order with its lines, prices and VAT as sold (snapshots, not references to today's catalogue). */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    useAsTitle: 'orderNumber',
    group: 'Orders',
    defaultColumns: ['orderNumber', 'status', 'lastName', 'totalWithTax', 'createdAt'],
    description: 'Written by the checkout. Late payments for expired or cancelled orders are marked refund_due.',
  },
  access: { read: isStaff, ...serviceWritten },
  defaultSort: '-createdAt',
  fields: [
    { name: 'orderNumber', type: 'text', required: true, unique: true },
    { name: 'status', type: 'select', required: true, index: true, enumName: 'enum_order_status', options: orderStates.map((s) => ({ label: s, value: s })) },
    { name: 'locale', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'holdExpiresAt', type: 'date', index: true, admin: { description: 'Inventory is held until then while payment is pending' } },
        { name: 'holdRef', type: 'text', index: true, admin: { description: 'Reference of the allocation rows held and sold for this order' } },
        { name: 'heldSlots', type: 'number', admin: { description: 'How many allocation rows were held; fewer at payment means the hold was lost' } },
      ],
    },
    { name: 'termsAcceptedAt', type: 'date', admin: { description: 'When the customer accepted the booking terms and the privacy notice' } },
    {
      type: 'row',
      fields: [
        { name: 'clientKey', type: 'text', index: true, admin: { description: 'The client (address) that placed it: unpaid orders are limited per client' } },
        {
          name: 'browserRef',
          type: 'text',
          index: true,
          admin: { description: 'A digest of the placing browser’s cookie: a new order from it replaces its unpaid one' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true },
        {
          name: 'email',
          type: 'email',
          required: true,
          index: true,
          admin: { description: 'A customer whose verified account has this e-mail sees the order in My account' },
        },
        { name: 'phoneNumber', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'address', type: 'text' },
        { name: 'zipCode', type: 'text' },
        { name: 'city', type: 'text' },
      ],
    },
    { name: 'additionalInformation', type: 'textarea' },
    { name: 'marketing', type: 'checkbox', defaultValue: false },
    { name: 'promoCode', type: 'text' },
    { type: 'row', fields: [cents('totalWithTax'), cents('totalWithoutTax'), cents('taxAmount'), cents('discount')] },
    { type: 'row', fields: [cents('giftCardTotal', 'Euro cents paid with gift cards (a means of payment: the lines keep their VAT)')] },
    { name: 'vat', type: 'json', admin: { description: 'VAT rows per rate: basisPoints, gross, net, tax' } },
    { name: 'paymentMethod', type: 'text' },
    {
      name: 'lines',
      type: 'array',
      dbName: 'order_lines',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'productCode', type: 'text', required: true },
            { name: 'title', type: 'text', required: true },
            { name: 'type', type: 'text', required: true },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'from', type: 'text' },
            { name: 'to', type: 'text' },
            { name: 'dateTime', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'quantity', type: 'number', required: true },
            cents('unitPrice'),
            cents('discount'),
            cents('total'),
            { name: 'taxBasisPoints', type: 'number', required: true },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'cancelPolicy',
              type: 'select',
              options: cancelPolicies.map((p) => ({ label: p, value: p })),
              admin: { description: 'As sold: free (until the deadline), nonRefundable, or notOnline (only by contacting the resort)' },
            },
            { name: 'cancelUntil', type: 'date', admin: { description: 'The customer may cancel online until then' } },
            { name: 'cancelledAt', type: 'date' },
            cents('refunded', 'Euro cents refunded for this line'),
          ],
        },
        { name: 'guests', type: 'json' },
        { name: 'metadata', type: 'json' },
        { name: 'allocations', type: 'json', admin: { description: 'The allocation rows this line holds: released when it is cancelled' } },
      ],
    },
    // A ui field has no column: the panel calls the staff refund route (docs/refunds.md#staff).
    { name: 'refundPanel', type: 'ui', admin: { components: { Field: '/components/admin/RefundPanel#RefundPanel' } } },
    { name: 'refunds', type: 'join', collection: 'refunds', on: 'order', admin: { defaultColumns: ['amount', 'destination', 'state', 'reason', 'createdAt'] } },
    { name: 'giftCardEntries', type: 'join', collection: 'gift-card-entries', on: 'order', admin: { defaultColumns: ['card', 'kind', 'amount', 'state'] } },
  ],
}
