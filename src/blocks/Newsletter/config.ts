import type { Block } from 'payload'
import { l } from '@/i18n/admin/labels'

/**
 * The newsletter sign-up (docs/forms.md#newsletter): first and last name, e-mail, the company
 * newsletter and the consent box; a confirmation mail follows (double opt-in).
 */
export const NewsletterBlock: Block = {
  slug: 'newsletter',
  labels: {
    singular: l('Uutiskirjeen tilauslomake', 'Newsletter sign-up', 'Nyhetsbrevsanmälan'),
    plural: l('Uutiskirjeen tilauslomake', 'Newsletter sign-up', 'Nyhetsbrevsanmälan'),
  },
  interfaceName: 'NewsletterBlock',
  fields: [
    { name: 'title', type: 'text', admin: { description: 'Shown above the form; empty: the default heading' } },
    { name: 'intro', type: 'textarea', admin: { description: 'A sentence above the form; empty: the default one' } },
  ],
}
