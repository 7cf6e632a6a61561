import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'

/**
 * Accessibility feedback sent from the statement page's form (docs/forms.md#accessibility-feedback).
 * Visitors create it only through the feedback endpoint; staff read it and mark it handled.
 */
export const AccessibilityFeedback: CollectionConfig = {
  slug: 'accessibility-feedback',
  labels: { singular: 'Accessibility feedback', plural: 'Accessibility feedback' },
  admin: { useAsTitle: 'email', group: 'Customers', defaultColumns: ['email', 'name', 'handled', 'createdAt'] },
  access: { read: isStaff, create: () => false, update: isStaff, delete: isStaff },
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
        { name: 'handledAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'staffNote', type: 'textarea', admin: { description: 'What was done; not shown to the sender' } },
  ],
}
