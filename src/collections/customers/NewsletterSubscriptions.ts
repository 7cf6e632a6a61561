import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'

/** Newsletter subscriptions (spec §7 vm-communication/v1/newsletter/subscribe), with when consent was given. */
export const NewsletterSubscriptions: CollectionConfig = {
  slug: 'newsletter-subscriptions',
  admin: { useAsTitle: 'email', group: 'Customers', defaultColumns: ['email', 'firstName', 'lastName', 'createdAt'] },
  access: { read: isStaff, create: () => false, update: isStaff, delete: isStaff },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true },
    { type: 'row', fields: [{ name: 'firstName', type: 'text' }, { name: 'lastName', type: 'text' }] },
    { name: 'locale', type: 'text' },
    { name: 'consentAt', type: 'date', required: true },
  ],
}
