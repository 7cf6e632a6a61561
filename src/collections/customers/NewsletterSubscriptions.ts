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
    { name: 'email', type: 'email', label: l('Sähköposti', 'E-mail', 'E-post'), required: true, unique: true },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', label: l('Etunimi', 'First name', 'Förnamn') },
        { name: 'lastName', type: 'text', label: l('Sukunimi', 'Last name', 'Efternamn') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'locale', type: 'text', label: l('Kieli', 'Language', 'Språk') },
        {
          name: 'company',
          type: 'checkbox',
          label: l('Yritysuutiskirje', 'Business newsletter', 'Företagsnyhetsbrev'),
          defaultValue: false,
          admin: { description: l('Myös yritysasiakkaiden uutiskirje', 'Also the company (business) newsletter', 'Även nyhetsbrevet för företagskunder') },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          label: l('Tila', 'Status', 'Status'),
          required: true,
          defaultValue: 'pending',
          enumName: 'enum_newsletter_status',
          admin: {
            description: l(
              'Vain osoitteen omistaja vahvistaa (sähköpostin linkistä); Peruttu lopettaa uutiskirjeen ja asiakkaan suostumuksen',
              'Only the address owner confirms (the mailed link); Unsubscribed stops the newsletter and the customer’s consent',
              'Endast adressens ägare bekräftar (länken i e-posten); Avslutad stoppar nyhetsbrevet och kundens samtycke',
            ),
          },
          options: [
            { label: l('Odottaa vahvistusta', 'Pending confirmation', 'Väntar på bekräftelse'), value: 'pending' },
            { label: l('Vahvistettu', 'Confirmed', 'Bekräftad'), value: 'confirmed' },
            { label: l('Peruttu', 'Unsubscribed', 'Avslutad'), value: 'unsubscribed' },
          ],
        },
        {
          name: 'source',
          type: 'select',
          label: l('Lähde', 'Source', 'Källa'),
          enumName: 'enum_newsletter_source',
          admin: { description: l('Missä suostumus annettiin', 'Where the consent was given', 'Var samtycket gavs') },
          options: [
            { label: l('Uutiskirjelomake', 'Newsletter form', 'Nyhetsbrevsformulär'), value: 'newsletter' },
            { label: l('Kassa', 'Checkout', 'Kassan'), value: 'checkout' },
            { label: l('Rekisteröityminen', 'Registration', 'Registrering'), value: 'registration' },
            { label: l('Omat tiedot', 'My account', 'Mitt konto'), value: 'profile' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'requestedAt', type: 'date', label: l('Pyydetty', 'Requested', 'Begärd') },
        {
          name: 'consentAt',
          type: 'date',
          label: l('Suostumus annettu', 'Consent given', 'Samtycke givet'),
          admin: { description: l('Milloin osoitteen omistaja vahvisti', 'When the address owner confirmed', 'När adressens ägare bekräftade') },
        },
        { name: 'unsubscribedAt', type: 'date', label: l('Peruttu', 'Unsubscribed', 'Avslutad') },
      ],
    },
    { name: 'tokenHash', type: 'text', index: true, admin: { hidden: true } },
    { name: 'tokenExpiresAt', type: 'date', admin: { hidden: true } },
  ],
}
