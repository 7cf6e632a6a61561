import type { CollectionConfig, Field } from 'payload'
import { anyone, isStaff } from '@/access'
import { weekdays } from '@/domain/catalogue'
import { revalidateOnDelete, revalidateOnPublish } from '@/hooks/revalidate'
import { cacheTags } from '@/server/cacheTags'
import { shortEnumName } from '@/fields/dbName'
import { invalidateCatalogue } from '@/server/catalogue/catalogueMemo'

/** Drops this process's catalogue so the next shop call reads the change; other processes follow within the catalogue's time to live. */
export const invalidateCatalogueHook = ({ doc }: { doc: unknown }) => {
  invalidateCatalogue()
  return doc
}

/** Catalogue data is public to read, edited by staff, and expires the catalogue cache when it changes. */
export const catalogueCollection: Pick<CollectionConfig, 'access' | 'hooks'> = {
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    afterChange: [invalidateCatalogueHook, revalidateOnPublish(cacheTags.catalogue, cacheTags.pages)],
    afterDelete: [invalidateCatalogueHook, revalidateOnDelete(cacheTags.catalogue, cacheTags.pages)],
  },
}

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/

/** A Helsinki wall-clock time `HH:mm`. */
export const timeField = (name: string, required = true): Field => ({
  name,
  type: 'text',
  required,
  admin: { placeholder: 'HH:mm', width: '25%' },
  validate: (value: unknown) => (value == null && !required) || (typeof value === 'string' && timePattern.test(value)) || 'HH:mm',
})

export const isDayText = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))

/** A calendar day `YYYY-MM-DD` (Helsinki), stored as text so no zone shifts it. */
export const dayField = (name: string, required = true): Field => ({
  name,
  type: 'text',
  required,
  admin: { placeholder: 'YYYY-MM-DD', width: '25%' },
  validate: (value: unknown) => (value == null && !required) || isDayText(value) || 'YYYY-MM-DD',
})

/** Integer cents. */
export const centsField = (name: string, description = 'Euro cents including VAT, e.g. 12900 = 129 €'): Field => ({
  name,
  type: 'number',
  required: true,
  min: 0,
  admin: { description, step: 1 },
  validate: (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0) || 'Whole cents ≥ 0',
})

export const weekdaysField: Field = {
  name: 'days',
  type: 'select',
  hasMany: true,
  required: true,
  enumName: shortEnumName('days'),
  options: weekdays.map((d) => ({ label: d, value: d })),
}

/** Opening hours per weekday group. */
export const openingHoursField: Field = {
  name: 'openingHours',
  type: 'array',
  required: true,
  minRows: 1,
  fields: [weekdaysField, { type: 'row', fields: [timeField('opens'), timeField('closes')] }],
}
