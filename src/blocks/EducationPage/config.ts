import type { Block } from 'payload'
import { buttonFields } from '@/fields/link'
import { l } from '@/i18n/admin/labels'

export const EducationPage: Block = {
  slug: 'educationPage',
  labels: {
    singular: l('Koulutuksen tiedot', 'Education details', 'Utbildningens uppgifter'),
    plural: l('Koulutuksen tiedot', 'Education details', 'Utbildningens uppgifter'),
  },
  interfaceName: 'EducationPageBlock',
  fields: [
    { name: 'hasSidebarInfoButton', type: 'checkbox', defaultValue: true },
    {
      name: 'sidebarInfoButton',
      type: 'group',
      fields: buttonFields(),
      admin: { condition: (_: unknown, s: { hasSidebarInfoButton?: boolean }) => Boolean(s?.hasSidebarInfoButton) },
    },
  ],
}
