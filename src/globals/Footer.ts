import type { GlobalConfig } from 'payload'
import { anyone, isStaff } from '@/access'
import { linkFields } from '@/fields/link'
import { revalidateGlobal } from '@/hooks/revalidate'
import { cacheTags } from '@/server/cacheTags'
import { adminGroups, l } from '@/i18n/admin/labels'

const links = (name: string) => ({ name, type: 'array' as const, localized: true, maxRows: 12, fields: linkFields() })

/** Site footer per language: four columns, copyright, legal links and checkout info (docs/content-model.md#navigation). */
export const Footer: GlobalConfig = {
  slug: 'footer',
  label: l('Alatunniste', 'Footer', 'Sidfot'),
  admin: { group: adminGroups.layout },
  access: { read: anyone, update: isStaff },
  fields: [
    { name: 'column1', type: 'textarea', localized: true, admin: { description: 'Contact details' } },
    links('column2'),
    links('column3'),
    { name: 'column4', type: 'textarea', localized: true, admin: { description: 'Opening hours or other text' } },
    { name: 'copyright', type: 'text', localized: true },
    links('legalLinks'),
    { name: 'checkoutInfo', type: 'textarea', localized: true, admin: { description: 'Shown on the checkout pages' } },
  ],
  hooks: { afterChange: [revalidateGlobal(cacheTags.layout)] },
}
