import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { adminGroups, l } from '@/i18n/admin/labels'

/**
 * Ticking *handled* stamps the moment (unticking clears it), so the list shows when each feedback was
 * dealt with without anyone typing a date.
 */
const stampHandled: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const handled = data.handled ?? originalDoc?.handled ?? false
  if (!handled) return { ...data, handledAt: null }
  if (originalDoc?.handled && originalDoc.handledAt) return { ...data, handledAt: originalDoc.handledAt }
  return { ...data, handledAt: new Date().toISOString() }
}

/**
 * Accessibility feedback sent from the statement page's form (docs/forms.md#accessibility-feedback).
 * Visitors create it only through the feedback endpoint; staff read it, answer the sender and mark
 * it handled. The list filters on *handled* (Filters → Handled → equals → false: what is open).
 */
export const AccessibilityFeedback: CollectionConfig = {
  slug: 'accessibility-feedback',
  labels: {
    singular: l('Saavutettavuuspalaute', 'Accessibility feedback', 'Respons om tillgänglighet'),
    plural: l('Saavutettavuuspalautteet', 'Accessibility feedback', 'Respons om tillgänglighet'),
  },
  admin: {
    useAsTitle: 'email',
    group: adminGroups.customers,
    defaultColumns: ['createdAt', 'email', 'name', 'handled', 'handledAt'],
    description: l(
      'Palaute saavutettavuusselosteen sivulta. Vastaa lähettäjälle 14 päivän kuluessa ja merkitse sitten Käsitelty.',
      'Feedback from the accessibility statement page. Answer the sender within 14 days, then tick Handled.',
      'Respons från sidan med tillgänglighetsutlåtandet. Svara avsändaren inom 14 dagar och kryssa sedan i Behandlad.',
    ),
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: () => false, update: isStaff, delete: isStaff },
  hooks: { beforeChange: [stampHandled] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: l('Nimi', 'Name', 'Namn'), required: true, access: { update: () => false } },
        { name: 'email', type: 'email', label: l('Sähköposti', 'E-mail', 'E-post'), required: true, access: { update: () => false } },
      ],
    },
    { name: 'feedback', type: 'textarea', label: l('Palaute', 'Feedback', 'Respons'), required: true, access: { update: () => false } },
    {
      type: 'row',
      fields: [
        { name: 'locale', type: 'text', label: l('Kieli', 'Language', 'Språk'), access: { update: () => false } },
        {
          name: 'pageUrl',
          type: 'text',
          label: l('Sivu', 'Page', 'Sida'),
          admin: { description: l('Sivu, jolta lomake lähetettiin', 'The page the form was sent from', 'Sidan som formuläret skickades från') },
          access: { update: () => false },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'handled', type: 'checkbox', label: l('Käsitelty', 'Handled', 'Behandlad'), defaultValue: false, index: true },
        {
          name: 'handledAt',
          type: 'date',
          label: l('Käsitelty', 'Handled on', 'Behandlad den'),
          // Read-only in the admin; the hook sets it whatever a request says.
          admin: {
            readOnly: true,
            description: l('Asettuu, kun Käsitelty merkitään', 'Set when Handled is ticked', 'Sätts när Behandlad kryssas i'),
            date: { pickerAppearance: 'dayAndTime' },
          },
        },
      ],
    },
    {
      name: 'staffNote',
      type: 'textarea',
      label: l('Henkilökunnan muistiinpano', 'Staff note', 'Personalens anteckning'),
      admin: { description: l('Mitä tehtiin; ei näy lähettäjälle', 'What was done; not shown to the sender', 'Vad som gjordes; visas inte för avsändaren') },
    },
  ],
}
