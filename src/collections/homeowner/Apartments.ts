import type { CollectionConfig, Validate } from 'payload'
import { isStaff } from '@/access'
import { maxRangeNights } from '@/domain/homeowner/contract'
import { daysBetween } from '@/domain/helsinki'
import { isDay } from '../catalogue/closureValidation'
import { isDayText } from '../catalogue/shared'
import { apartmentChanged, apartmentDeleted, apartmentDeleting } from './apartmentHooks'
import { adminGroups, l } from '@/i18n/admin/labels'

const endsAfterFrom: Validate<string, { from?: string }, { from?: string }> = (value, { siblingData }) => {
  if (!isDayText(value)) return 'YYYY-MM-DD'
  const from = siblingData?.from
  if (!isDayText(from)) return true
  if (value <= from) return 'The departure day must be after the first night'
  return daysBetween(from, value) <= maxRangeNights || `At most ${maxRangeNights} nights per period`
}

const agreementEnd: Validate<string | null | undefined, { agreementFrom?: string }> = (value, { data }) => {
  if (value == null || value === '') return true
  if (!isDayText(value)) return 'YYYY-MM-DD'
  return !isDayText(data.agreementFrom) || value >= data.agreementFrom || 'The agreement cannot end before it starts'
}

/**
 * Holiday homes of private owners in the rental pool (docs/homeowner.md#the-contract): a unit of the
 * catalogue, its owner (a customer account) and the contract. The shop sells an owned unit only on
 * nights outside the owner's own time under a valid agreement, or released by the owner. Saving
 * writes the own time into the allocation table at once; nights a guest has bought stay sold.
 */
export const Apartments: CollectionConfig = {
  slug: 'apartments',
  labels: { singular: l('Huoneisto', 'Apartment', 'Lägenhet'), plural: l('Huoneistot', 'Apartments', 'Lägenheter') },
  admin: {
    useAsTitle: 'name',
    group: adminGroups.homeowners,
    defaultColumns: ['name', 'unit', 'owner', 'agreement'],
    description: 'Owners see these on their homeowner page. Own periods are the nights the owner keeps; the rest is sold under the brokerage agreement.',
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { afterChange: [apartmentChanged], beforeDelete: [apartmentDeleting], afterDelete: [apartmentDeleted] },
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'As owners know it, e.g. “Rinnekoto A 12”' } },
    { name: 'unit', type: 'relationship', relationTo: 'units', required: true, unique: true, admin: { description: 'The unit the shop sells' } },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'customers',
      required: true,
      index: true,
      admin: { description: 'The customer account that signs in as owner' },
    },
    {
      name: 'ownPeriods',
      type: 'array',
      admin: { description: 'The owner’s own access periods: nights from the first day up to the departure day, not sold unless the owner releases them.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'from', type: 'text', required: true, validate: isDay, admin: { placeholder: 'YYYY-MM-DD', width: '25%', description: 'First night' } },
            {
              name: 'to',
              type: 'text',
              required: true,
              validate: endsAfterFrom,
              admin: { placeholder: 'YYYY-MM-DD', width: '25%', description: 'Departure day' },
            },
            {
              name: 'slotDays',
              type: 'number',
              defaultValue: 0,
              min: 0,
              max: 28,
              admin: { width: '25%', description: 'Bookable time slots of this many nights from the first night (7 = weeks); 0 = none' },
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'agreement', type: 'checkbox', defaultValue: false, label: 'Brokerage agreement', admin: { width: '25%' } },
        {
          name: 'agreementFrom',
          type: 'text',
          validate: (v: unknown) => v == null || v === '' || isDayText(v) || 'YYYY-MM-DD',
          admin: { placeholder: 'YYYY-MM-DD', width: '25%', description: 'Valid from (night)' },
        },
        {
          name: 'agreementTo',
          type: 'text',
          validate: agreementEnd,
          admin: { placeholder: 'YYYY-MM-DD', width: '25%', description: 'Valid until (night, included); empty = until further notice' },
        },
      ],
    },
    {
      name: 'revenueSharePercent',
      type: 'number',
      required: true,
      min: 0,
      max: 100,
      defaultValue: 50,
      admin: { description: 'The owner’s share of sales without VAT, %' },
    },
  ],
}
