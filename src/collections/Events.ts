import type { CollectionConfig, Validate } from 'payload'
import { isStaff, publishedOrStaff } from '@/access'
import { recurrenceError, weekdayCodes } from '@/domain/events/recurrence'
import { eventBasePath } from '@/domain/paths'
import { slugify } from '@/domain/slug'
import { previewUrl } from '@/fields/previewUrl'
import { takenInLocale } from '@/fields/uniqueInLocale'
import { revalidateOnDelete, revalidateOnPublish } from '@/hooks/revalidate'
import { cacheTags } from '@/server/cacheTags'
import { adminGroups, l } from '@/i18n/admin/labels'

type RecurrenceFields = { freq?: string | null; until?: string | null; interval?: number | null; count?: number | null; byday?: string[] | null }

/** The rule as staff entered it, checked with the calendar's own messages (docs/events.md#recurrence). */
const validateRecurrence: Validate<unknown, unknown, RecurrenceFields> = (_value, { siblingData }) => {
  const { freq, until, interval, count, byday } = siblingData ?? {}
  const anySet = Boolean(until) || interval != null || count != null || (byday?.length ?? 0) > 0
  if (!freq && !anySet) return true
  const rule = {
    freq: freq ?? undefined,
    ...(until ? { until } : {}),
    ...(interval != null ? { interval } : {}),
    ...(count != null ? { count } : {}),
    ...(byday?.length ? { byday } : {}),
  }
  return recurrenceError(rule) ?? true
}

const endsAfterStart: Validate<unknown, unknown, { start?: string | null }> = (value, { siblingData }) =>
  typeof value === 'string' && siblingData?.start && new Date(value) <= new Date(siblingData.start) ? 'The event must end after it starts' : true

const dateTime = { pickerAppearance: 'dayAndTime', displayFormat: 'd.M.yyyy HH:mm', timeIntervals: 15 } as const

/**
 * Events of the resort (docs/events.md): shown on the events page and block, each on its own page at
 * the events base path plus its slug, in search, and as calendar files. An event that starts and
 * ends exactly at midnight (Helsinki) is an all-day event.
 */
export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: l('Tapahtuma', 'Event', 'Evenemang'), plural: l('Tapahtumat', 'Events', 'Evenemang') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'start', 'end', 'location', '_status'],
    group: adminGroups.content,
    description: 'An event from midnight to midnight is an all-day event. A rule makes it repeat.',
    preview: (doc, { locale }) => previewUrl(`${eventBasePath[(locale as 'fi') ?? 'fi'] ?? eventBasePath.fi}/${String(doc.slug ?? '')}`, locale),
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  versions: { drafts: true, maxPerDoc: 25 },
  defaultPopulate: { slug: true, title: true },
  defaultSort: 'start',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'slug',
      type: 'text',
      localized: true,
      index: true,
      admin: { position: 'sidebar', description: 'Made from the title when left empty; unique per language' },
      validate: async (value: unknown, { req, id }: { req: Parameters<typeof takenInLocale>[0]; id?: number | string }) => {
        if (typeof value !== 'string' || value === '') return true // filled from the title
        return (await takenInLocale(req, 'events', 'slug', value, id)) ? `Another event already uses ${value} in this language` : true
      },
      hooks: {
        beforeValidate: [({ value, siblingData }) => slugify(typeof value === 'string' && value ? value : String(siblingData?.title ?? ''))],
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'start', type: 'date', required: true, index: true, admin: { date: dateTime, description: 'Helsinki time' } },
        { name: 'end', type: 'date', required: true, validate: endsAfterStart, admin: { date: dateTime } },
      ],
    },
    { name: 'description', type: 'textarea', required: true, localized: true },
    { name: 'location', type: 'text', required: true, localized: true },
    {
      name: 'recurrence',
      type: 'group',
      admin: { description: 'Leave the frequency empty for a one-off event.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'freq',
              label: 'Repeats',
              type: 'select',
              options: ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'].map((v) => ({ label: v.toLowerCase(), value: v })),
              validate: validateRecurrence,
            },
            { name: 'interval', type: 'number', min: 1, admin: { description: 'Every n-th day, week, month or year' } },
            { name: 'count', type: 'number', min: 1, admin: { description: 'How many times in all' } },
            { name: 'until', type: 'date', admin: { description: 'The last day it may repeat on' } },
          ],
        },
        {
          name: 'byday',
          label: 'On days',
          type: 'select',
          hasMany: true,
          options: weekdayCodes.map((v) => ({ label: v, value: v })),
          admin: { description: 'Weekly: the days of the week; monthly: every such day of the month' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'url', type: 'text', validate: (v: unknown) => (!v || /^https?:\/\/\S+$/.test(String(v)) ? true : 'Give a full address starting https://') },
        { name: 'organizerName', type: 'text' },
        { name: 'organizerEmail', type: 'email' },
      ],
    },
    { name: 'product', type: 'relationship', relationTo: 'products', admin: { description: 'A product the event can be booked as' } },
    { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
  hooks: {
    afterChange: [revalidateOnPublish(cacheTags.events)],
    afterDelete: [revalidateOnDelete(cacheTags.events)],
  },
}
