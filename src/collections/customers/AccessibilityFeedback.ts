import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { adminGroups } from '@/i18n/admin/labels'

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
  labels: { singular: 'Accessibility feedback', plural: 'Accessibility feedback' },
  admin: {
    useAsTitle: 'email',
    group: adminGroups.customers,
    defaultColumns: ['createdAt', 'email', 'name', 'handled', 'handledAt'],
    description: 'Feedback from the accessibility statement page. Answer the sender within 14 days, then tick Handled.',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: () => false, update: isStaff, delete: isStaff },
  hooks: { beforeChange: [stampHandled] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, access: { update: () => false } },
        { name: 'email', type: 'email', required: true, access: { update: () => false } },
      ],
    },
    { name: 'feedback', type: 'textarea', required: true, access: { update: () => false } },
    {
      type: 'row',
      fields: [
        { name: 'locale', type: 'text', access: { update: () => false } },
        { name: 'pageUrl', type: 'text', admin: { description: 'The page the form was sent from' }, access: { update: () => false } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'handled', type: 'checkbox', defaultValue: false, index: true },
        {
          name: 'handledAt',
          type: 'date',
          // Read-only in the admin; the hook sets it whatever a request says.
          admin: { readOnly: true, description: 'Set when Handled is ticked', date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    { name: 'staffNote', type: 'textarea', admin: { description: 'What was done; not shown to the sender' } },
  ],
}
