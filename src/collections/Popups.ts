import type { CollectionConfig } from 'payload'
import { anyone, isStaff } from '@/access'
import { buttonFields } from '@/fields/link'
import { revalidateOnDelete, revalidateOnPublish } from '@/hooks/revalidate'
import { cacheTags } from '@/server/cacheTags'
import { adminGroups, l } from '@/i18n/admin/labels'

/** Dialog contents that links and cards can open (docs/routes.md#cms-link-resolution). */
export const Popups: CollectionConfig = {
  slug: 'popups',
  labels: { singular: l('Ponnahdusilmoitus', 'Pop-up', 'Popup'), plural: l('Ponnahdusilmoitukset', 'Pop-ups', 'Popupper') },
  admin: { useAsTitle: 'title', group: adminGroups.content },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'content', type: 'richText', required: true, localized: true },
    { name: 'hasButton', type: 'checkbox', defaultValue: false },
    {
      name: 'button',
      type: 'group',
      localized: true,
      fields: buttonFields(),
      admin: { condition: (data: { hasButton?: boolean }) => Boolean(data?.hasButton) },
    },
  ],
  hooks: {
    afterChange: [revalidateOnPublish(cacheTags.pages, cacheTags.layout)],
    afterDelete: [revalidateOnDelete(cacheTags.pages, cacheTags.layout)],
  },
}
