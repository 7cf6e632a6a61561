import type { Block } from 'payload'

/**
 * The accessibility feedback form (docs/forms.md#accessibility-feedback): name, e-mail and the
 * feedback, sent to the staff address of Site settings with a receipt to the sender.
 */
export const AccessibilityFeedbackBlock: Block = {
  slug: 'accessibilityFeedback',
  interfaceName: 'AccessibilityFeedbackBlock',
  fields: [
    { name: 'title', type: 'text', admin: { description: 'Shown above the form; empty: the default heading' } },
    { name: 'intro', type: 'textarea', admin: { description: 'A sentence above the form; empty: none' } },
  ],
}
