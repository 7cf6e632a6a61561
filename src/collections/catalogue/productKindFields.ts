import type { Field } from 'payload'
import type { ProductKind } from '@/domain/catalogue'
import { maxCapacity } from '@/domain/catalogue'
import { shortEnumName } from '@/fields/dbName'
import { centsField, dayField, openingHoursField, timeField, weekdaysField } from './shared'

/** How long before the start a booking may still be cancelled online; empty: not online. */
const cancelBeforeField = (name: string, description: string, max: number): Field => ({ name, type: 'number', min: 0, max, admin: { description } })

/** A group shown only for products of one kind. */
const kindGroup = (kind: ProductKind, fields: Field[]): Field => ({
  name: kind,
  type: 'group',
  fields,
  admin: { condition: (data: { kind?: string }) => data?.kind === kind },
})

const localizedText = (name: string, type: 'text' | 'textarea' = 'text'): Field =>
  type === 'text' ? { name, type: 'text', localized: true } : { name, type: 'textarea', localized: true }

export const accommodationFields = kindGroup('accommodation', [
  {
    type: 'row',
    fields: [
      { name: 'capacity', type: 'number', min: 1, max: maxCapacity, admin: { description: `Most persons in one unit, 1–${maxCapacity}` } },
      timeField('checkIn', false),
      timeField('checkOut', false),
      { name: 'onlineCheckIn', type: 'checkbox' },
    ],
  },
  localizedText('meals'),
  localizedText('sleepingType'),
  { name: 'amenities', type: 'array', fields: [{ name: 'label', type: 'text', required: true, localized: true }] },
  {
    name: 'ratePlans',
    type: 'array',
    admin: { description: 'Free cancellation and non-refundable rates, as a percentage of the nightly price' },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'code',
            type: 'select',
            required: true,
            enumName: shortEnumName('rate'),
            options: ['freeCancellation', 'nonRefundable'].map((v) => ({ label: v, value: v })),
          },
          { name: 'pricePercent', type: 'number', required: true, min: 1, max: 200, defaultValue: 100 },
          {
            name: 'cancelDaysBefore',
            type: 'number',
            min: 0,
            max: 365,
            admin: { description: 'Free cancellation: the guest may cancel online until this many days before arrival (Helsinki days)' },
          },
        ],
      },
    ],
  },
  {
    name: 'seasons',
    type: 'array',
    admin: { description: 'Nightly prices by period (first and last night inclusive)' },
    fields: [
      {
        type: 'row',
        fields: [
          dayField('from'),
          dayField('to'),
          centsField('nightly'),
          { name: 'weekendNightly', type: 'number', min: 0, admin: { description: 'Friday and Saturday nights, euro cents; empty = nightly' } },
          { name: 'minNights', type: 'number', min: 1, defaultValue: 1, required: true },
        ],
      },
    ],
  },
])

export const courseFields = kindGroup('course', [
  localizedText('programme', 'textarea'),
  localizedText('meals'),
  localizedText('accommodation'),
  {
    name: 'sessions',
    type: 'array',
    admin: { description: 'Dates and places of each course session; the price is per person' },
    fields: [{ type: 'row', fields: [dayField('from'), dayField('to'), { name: 'places', type: 'number', required: true, min: 0 }, centsField('price')] }],
  },
  cancelBeforeField('cancelDaysBefore', 'Days before the first course day until which a participant may cancel online; empty = not online', 365),
])

export const activityFields = kindGroup('activity', [
  {
    type: 'row',
    fields: [
      centsField('price', 'Per person, euro cents incl. VAT'),
      { name: 'durationMinutes', type: 'number', required: true, min: 5 },
      cancelBeforeField('cancelHoursBefore', 'Hours before the start until which a booking may be cancelled online; empty = not online', 24 * 60),
    ],
  },
  {
    name: 'schedules',
    type: 'array',
    fields: [
      { type: 'row', fields: [dayField('validFrom'), dayField('validTo'), { name: 'places', type: 'number', required: true, min: 1 }] },
      weekdaysField,
      {
        name: 'startTimes',
        type: 'text',
        required: true,
        admin: { description: 'Comma-separated HH:mm, e.g. 10:00, 14:00' },
        validate: (value: unknown) =>
          (typeof value === 'string' && value.split(',').every((t) => /^([01]\d|2[0-3]):[0-5]\d$/.test(t.trim()))) || 'Comma-separated HH:mm times',
      },
    ],
  },
])

export const courtFields = kindGroup('court', [
  {
    type: 'row',
    fields: [
      {
        name: 'assortmentCode',
        type: 'select',
        enumName: shortEnumName('assort'),
        options: ['INDOOR_TENNIS', 'INDOOR_PADEL', 'PICKLEBALL', 'BADMINTON', 'SQUASH', 'FLOORBALL'].map((v) => ({ label: v, value: v })),
      },
      localizedText('sport'),
      centsField('hourlyPrice', 'Per court and hour, euro cents incl. VAT'),
      cancelBeforeField('cancelHoursBefore', 'Hours before the start until which a court booking may be cancelled online; empty = not online', 24 * 60),
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'durations',
        type: 'select',
        hasMany: true,
        enumName: shortEnumName('dur'),
        options: ['30', '45', '60', '90', '120'].map((v) => ({ label: `${v} min`, value: v })),
      },
      {
        name: 'stepMinutes',
        type: 'number',
        defaultValue: 30,
        min: 5,
        admin: { description: 'Start times are this many minutes apart' },
        validate: (value: unknown) => value == null || (typeof value === 'number' && Number.isInteger(value) && value >= 5) || 'Whole minutes, at least 5',
      },
    ],
  },
  openingHoursField,
  {
    name: 'courts',
    type: 'array',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'code', type: 'text', required: true },
          { name: 'name', type: 'text', required: true, localized: true },
        ],
      },
    ],
  },
])

export const ticketFields = kindGroup('ticket', [
  {
    type: 'row',
    fields: [
      { name: 'ageGroup', type: 'select', enumName: shortEnumName('age'), options: ['adult', 'child', 'smallChild'].map((v) => ({ label: v, value: v })) },
      centsField('price'),
      { name: 'pool', type: 'text', admin: { description: 'Tickets with the same pool share the daily capacity' } },
      { name: 'dailyCapacity', type: 'number', min: 0 },
    ],
  },
  openingHoursField,
])

export const giftCardFields = kindGroup('giftcard', [
  { name: 'values', type: 'array', fields: [centsField('value')] },
  {
    name: 'validityMonths',
    type: 'number',
    required: true,
    defaultValue: 12,
    min: 1,
    max: 120,
    admin: { description: 'A card issued today is valid this many months (shown on the product page, used when issuing)' },
  },
  {
    name: 'designs',
    type: 'array',
    admin: { description: 'Card images the buyer chooses from; the chosen one is printed on the PDF gift card' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'image', type: 'upload', relationTo: 'media', required: true },
          { name: 'name', type: 'text', required: true, localized: true, admin: { description: 'What the picture shows, for screen readers' } },
        ],
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'openValue', type: 'checkbox' },
      { name: 'openMin', type: 'number', min: 0 },
      { name: 'openMax', type: 'number', min: 0 },
    ],
  },
])

export const educationFields = kindGroup('education', [
  {
    type: 'row',
    fields: [
      centsField('price', 'Euro cents; 0 = free of charge'),
      dayField('applicationFrom', false),
      dayField('applicationTo', false),
      { name: 'competencePoints', type: 'number', min: 0 },
    ],
  },
  localizedText('length'),
  localizedText('degreeTitle'),
  localizedText('contact', 'textarea'),
  localizedText('startTime'),
  localizedText('implementation', 'textarea'),
  {
    name: 'periods',
    type: 'array',
    admin: { description: 'Payment in parts: the periods a student can pay for' },
    fields: [
      {
        type: 'row',
        fields: [{ name: 'code', type: 'text', required: true }, { name: 'name', type: 'text', required: true, localized: true }, centsField('price')],
      },
    ],
  },
])

/** Undated tickets, series cards and passes: one price; what a card includes is its bundle members. */
export const passFields = kindGroup('pass', [{ type: 'row', fields: [centsField('price', 'Euro cents incl. VAT, for the whole card or pass')] }])
