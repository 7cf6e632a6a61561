import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { stampUnsubscribed, subscriptionChanged, subscriptionDeleted } from './newsletterHooks'
import { adminGroups, l } from '@/i18n/admin/labels'

/**
 * Newsletter subscriptions (docs/api.md#newsletter vm-communication/v1/newsletter/subscribe) with double opt-in: a
 * request stays pending until the address owner confirms it; only a confirmed one has consent. Staff
 * list the confirmed ones with when and where they consented, and export them (docs/forms.md#newsletter).
 */
export const NewsletterSubscriptions: CollectionConfig = {
  slug: 'newsletter-subscriptions',
  labels: {
    singular: l('Uutiskirjeen tilaus', 'Newsletter subscription', 'Nyhetsbrevsprenumeration'),
    plural: l('Uutiskirjeen tilaukset', 'Newsletter subscriptions', 'Nyhetsbrevsprenumerationer'),
  },
  defaultSort: '-consentAt',
  admin: {
    useAsTitle: 'email',
    group: adminGroups.customers,
    defaultColumns: ['email', 'firstName', 'lastName', 'status', 'consentAt', 'source', 'company', 'locale'],
    components: { beforeListTable: ['/components/admin/NewsletterListActions#NewsletterListActions'] },
  },
  access: { read: isStaff, create: () => false, update: isStaff, delete: isStaff },
  hooks: { beforeChange: [stampUnsubscribed], afterChange: [subscriptionChanged], afterDelete: [subscriptionDeleted] },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text' },
        { name: 'lastName', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'locale', type: 'text' },
        { name: 'company', type: 'checkbox', defaultValue: false, admin: { description: 'Also the company (business) newsletter' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          enumName: 'enum_newsletter_status',
          admin: { description: 'Only the address owner confirms (the mailed link); Unsubscribed stops the newsletter and the customer’s consent' },
          options: [
            { label: 'Pending confirmation', value: 'pending' },
            { label: 'Confirmed', value: 'confirmed' },
            { label: 'Unsubscribed', value: 'unsubscribed' },
          ],
        },
        {
          name: 'source',
          type: 'select',
          enumName: 'enum_newsletter_source',
          admin: { description: 'Where the consent was given' },
          options: [
            { label: 'Newsletter form', value: 'newsletter' },
            { label: 'Checkout', value: 'checkout' },
            { label: 'Registration', value: 'registration' },
            { label: 'My account', value: 'profile' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'requestedAt', type: 'date' },
        { name: 'consentAt', type: 'date', admin: { description: 'When the address owner confirmed' } },
        { name: 'unsubscribedAt', type: 'date' },
      ],
    },
    { name: 'tokenHash', type: 'text', index: true, admin: { hidden: true } },
    { name: 'tokenExpiresAt', type: 'date', admin: { hidden: true } },
  ],
}
