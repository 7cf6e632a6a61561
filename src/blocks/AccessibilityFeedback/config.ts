import type { Block } from 'payload'
import { l } from '@/i18n/admin/labels'

/**
 * The accessibility feedback form (docs/forms.md#accessibility-feedback): name, e-mail and the
 * feedback, sent to the staff address of Site settings with a receipt to the sender.
 */
export const AccessibilityFeedbackBlock: Block = {
  slug: 'accessibilityFeedback',
  labels: {
    singular: l('Saavutettavuuspalautelomake', 'Accessibility feedback form', 'Formulär för tillgänglighetsrespons'),
    plural: l('Saavutettavuuspalautelomake', 'Accessibility feedback form', 'Formulär för tillgänglighetsrespons'),
  },
  interfaceName: 'AccessibilityFeedbackBlock',
  fields: [
    { name: 'title', type: 'text', admin: { description: 'Shown above the form; empty: the default heading' } },
    { name: 'intro', type: 'textarea', admin: { description: 'A sentence above the form; empty: none' } },
  ],
}
