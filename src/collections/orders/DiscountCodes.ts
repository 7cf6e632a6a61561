import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { adminGroups, l } from '@/i18n/admin/labels'

/** Discount codes: a percentage or an amount off, valid in a window, with an optional use limit and product scope. */
export const DiscountCodes: CollectionConfig = {
  slug: 'discount-codes',
  labels: { singular: l('Alennuskoodi', 'Discount code', 'Rabattkod'), plural: l('Alennuskoodit', 'Discount codes', 'Rabattkoder') },
  admin: { useAsTitle: 'code', group: adminGroups.orders, defaultColumns: ['code', 'kind', 'value', 'validFrom', 'validTo', 'usedCount', 'maxUses'] },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    beforeValidate: [({ data }) => (data && typeof data.code === 'string' ? { ...data, code: data.code.trim().toUpperCase() } : data)],
  },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, admin: { description: 'Visitors may type it in any case' } },
    { name: 'active', type: 'checkbox', defaultValue: true },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'percent',
          enumName: 'enum_discount_kind',
          options: [
            { label: 'Percent off', value: 'percent' },
            { label: 'Amount off (cents)', value: 'amount' },
          ],
        },
        { name: 'value', type: 'number', required: true, min: 1, admin: { description: 'Percent (1–100) or euro cents' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' }, description: 'First day (Helsinki); empty: from now' } },
        { name: 'validTo', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' }, description: 'Last day (Helsinki), inclusive; empty: no end' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'maxUses', type: 'number', min: 1, admin: { description: 'Empty: unlimited' } },
        { name: 'usedCount', type: 'number', defaultValue: 0, admin: { readOnly: true, description: 'Orders paid or waiting for payment' } },
      ],
    },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true, admin: { description: 'Empty: every product' } },
  ],
}
