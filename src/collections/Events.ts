import type { CollectionConfig, Validate } from 'payload'
import { isStaff, publishedOrStaff } from '@/access'
import { recurrenceError, weekdayCodes } from '@/domain/events/recurrence'
import { eventBasePath } from '@/domain/paths'
import { previewUrl } from '@/fields/previewUrl'
import { slugField } from '@/fields/slugField'
import { revalidateOnDelete, revalidateOnPublish } from '@/hooks/revalidate'
import { cacheTags } from '@/server/cacheTags'
import { adminGroups, frequencyWords, l, weekdayWords, wordOptions } from '@/i18n/admin/labels'

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
    description: l(
      'Keskiyöstä keskiyöhön kestävä tapahtuma on koko päivän tapahtuma. Toistosääntö tekee siitä toistuvan.',
      'An event from midnight to midnight is an all-day event. A rule makes it repeat.',
      'Ett evenemang från midnatt till midnatt varar hela dagen. En regel får det att upprepas.',
    ),
    preview: (doc, { locale }) => previewUrl(`${eventBasePath[(locale as 'fi') ?? 'fi'] ?? eventBasePath.fi}/${String(doc.slug ?? '')}`, locale),
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  versions: { drafts: true, maxPerDoc: 25 },
  defaultPopulate: { slug: true, title: true },
  defaultSort: 'start',
  fields: [
    { name: 'title', type: 'text', label: l('Otsikko', 'Title', 'Rubrik'), required: true, localized: true },
    slugField('events', (slug) =>
      l(
        `Toinen tapahtuma käyttää jo osoitetta ${slug} tällä kielellä`,
        `Another event already uses ${slug} in this language`,
        `Ett annat evenemang använder redan ${slug} på det här språket`,
      ),
    ),
    {
      type: 'row',
      fields: [
        {
          name: 'start',
          type: 'date',
          label: l('Alkaa', 'Starts', 'Börjar'),
          required: true,
          index: true,
          admin: { date: dateTime, description: l('Suomen aikaa', 'Helsinki time', 'Finsk tid') },
        },
        { name: 'end', type: 'date', label: l('Päättyy', 'Ends', 'Slutar'), required: true, validate: endsAfterStart, admin: { date: dateTime } },
      ],
    },
    { name: 'description', type: 'textarea', label: l('Kuvaus', 'Description', 'Beskrivning'), required: true, localized: true },
    { name: 'location', type: 'text', label: l('Paikka', 'Location', 'Plats'), required: true, localized: true },
    {
      name: 'recurrence',
      type: 'group',
      label: l('Toistuminen', 'Repeats', 'Upprepning'),
      admin: {
        description: l(
          'Jätä toistuvuus tyhjäksi, jos tapahtuma on kertaluonteinen.',
          'Leave the frequency empty for a one-off event.',
          'Lämna frekvensen tom för ett engångsevenemang.',
        ),
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'freq',
              label: l('Toistuu', 'Repeats', 'Upprepas'),
              type: 'select',
              options: wordOptions(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const, frequencyWords),
              validate: validateRecurrence,
            },
            {
              name: 'interval',
              type: 'number',
              label: l('Välein', 'Interval', 'Intervall'),
              min: 1,
              admin: {
                description: l('Joka n:s päivä, viikko, kuukausi tai vuosi', 'Every n-th day, week, month or year', 'Var n:e dag, vecka, månad eller år'),
              },
            },
            {
              name: 'count',
              type: 'number',
              label: l('Kertoja', 'Times', 'Antal gånger'),
              min: 1,
              admin: { description: l('Montako kertaa kaikkiaan', 'How many times in all', 'Hur många gånger sammanlagt') },
            },
            {
              name: 'until',
              type: 'date',
              label: l('Viimeistään', 'Until', 'Till och med'),
              admin: { description: l('Viimeinen päivä, jolle toisto voi osua', 'The last day it may repeat on', 'Den sista dagen det kan upprepas') },
            },
          ],
        },
        {
          name: 'byday',
          label: l('Viikonpäivinä', 'On days', 'På dagar'),
          type: 'select',
          hasMany: true,
          options: wordOptions(weekdayCodes, weekdayWords),
          admin: {
            description: l(
              'Viikoittain: viikonpäivät; kuukausittain: kuukauden jokainen tällainen päivä',
              'Weekly: the days of the week; monthly: every such day of the month',
              'Varje vecka: veckodagarna; varje månad: varje sådan dag i månaden',
            ),
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'url',
          type: 'text',
          label: l('Lisätietoja-osoite', 'More information (address)', 'Mer information (adress)'),
          validate: (v: unknown) => (!v || /^https?:\/\/\S+$/.test(String(v)) ? true : 'Give a full address starting https://'),
        },
        { name: 'organizerName', type: 'text', label: l('Järjestäjä', 'Organiser', 'Arrangör') },
        { name: 'organizerEmail', type: 'email', label: l('Järjestäjän sähköposti', 'Organiser’s e-mail', 'Arrangörens e-post') },
      ],
    },
    {
      name: 'product',
      type: 'relationship',
      label: l('Varattava tuote', 'Bookable product', 'Bokningsbar produkt'),
      relationTo: 'products',
      admin: {
        description: l('Tuote, jonka kautta tapahtuman voi varata', 'A product the event can be booked as', 'En produkt som evenemanget kan bokas som'),
      },
    },
    { name: 'tags', type: 'relationship', label: l('Aiheet', 'Tags', 'Taggar'), relationTo: 'tags', hasMany: true },
    { name: 'image', type: 'upload', label: l('Kuva', 'Image', 'Bild'), relationTo: 'media' },
  ],
  hooks: {
    afterChange: [revalidateOnPublish(cacheTags.events)],
    afterDelete: [revalidateOnDelete(cacheTags.events)],
  },
}
