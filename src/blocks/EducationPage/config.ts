import type { Block } from 'payload'
import { buttonFields } from '@/fields/link'

export const EducationPage: Block = {
  slug: 'educationPage',
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
