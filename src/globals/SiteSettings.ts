import type { GlobalConfig } from 'payload'
import { anyone, isStaff } from '@/access'
import { locales } from '@/domain/locale'
import { linkFields } from '@/fields/link'
import { revalidateGlobal } from '@/hooks/revalidate'
import { cacheTags } from '@/server/cacheTags'
import { adminGroups } from '@/i18n/admin/labels'

/** Locales with their domains, brands, site-wide alerts and the maintenance switch. */
export const SiteSettings: GlobalConfig = {
  slug: 'siteSettings',
  admin: { group: adminGroups.layout },
  access: { read: anyone, update: isStaff },
  fields: [
    {
      name: 'locales',
      type: 'array',
      dbName: 'locale_entries', // 'site_settings_locales' is the table of the global's localized fields
      admin: { description: 'A domain here serves its language without a path prefix (locale by domain).' },
      fields: [
        { name: 'code', type: 'select', required: true, options: locales.map((l) => ({ label: l, value: l })) },
        { name: 'domain', type: 'text', admin: { description: 'Host name, e.g. www.kuusirinne.example' } },
        { name: 'iso', type: 'text', required: true },
        { name: 'accountHubUrl', type: 'text' },
      ],
    },
    {
      name: 'brands',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'logo', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'alerts',
      type: 'array',
      localized: true,
      admin: { description: 'Site-wide notices visitors can dismiss, per language; keep the same alert id in every language' },
      fields: [
        { name: 'alertId', type: 'text', required: true },
        { name: 'active', type: 'checkbox', defaultValue: true },
        { name: 'message', type: 'textarea', required: true },
        { name: 'hasLink', type: 'checkbox', defaultValue: false },
        {
          name: 'link',
          type: 'group',
          fields: linkFields(),
          admin: { condition: (_: unknown, s: { hasLink?: boolean }) => Boolean(s?.hasLink) },
        },
      ],
    },
    {
      name: 'seller',
      type: 'group',
      admin: { description: 'Shown on order confirmations and receipts' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text' },
            { name: 'businessId', type: 'text', admin: { description: 'Y-tunnus, e.g. 1234567-1' } },
          ],
        },
        { name: 'address', type: 'text' },
        {
          name: 'mapUrl',
          type: 'text',
          admin: { description: 'Link to the resort on a map service (directions), shown with the address on order confirmations' },
          validate: (value: unknown) => value == null || value === '' || /^https:\/\//.test(String(value)) || 'Use an https:// address',
        },
      ],
    },
    {
      name: 'forms',
      type: 'group',
      admin: { description: 'Where visitor forms are delivered (docs/forms.md)' },
      fields: [
        {
          name: 'feedbackEmail',
          type: 'email',
          admin: { description: 'Staff address that receives accessibility feedback (it is stored under Customers → Accessibility feedback too)' },
        },
      ],
    },
    {
      name: 'consent',
      type: 'group',
      admin: { description: 'Cookie consent and the tag manager (docs/consent.md)' },
      fields: [
        {
          name: 'policyVersion',
          type: 'number',
          required: true,
          defaultValue: 1,
          min: 1,
          admin: { description: 'Raise it when the cookie policy changes: every visitor is asked again' },
        },
        {
          name: 'tagManagerId',
          type: 'text',
          admin: { description: 'Google Tag Manager container id, e.g. GTM-ABC1234; empty: no tag manager. Loads only after analytics or marketing consent' },
          validate: (value: unknown) => value == null || value === '' || /^GTM-[A-Z0-9]{4,12}$/.test(String(value)) || 'A container id looks like GTM-ABC1234',
        },
      ],
    },
    {
      name: 'maintenance',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Shows a notice on every page that the online store is temporarily unavailable' },
    },
  ],
  hooks: { afterChange: [revalidateGlobal(cacheTags.settings, cacheTags.layout)] },
}
