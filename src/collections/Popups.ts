import type { CollectionConfig } from 'payload'
import { anyone, isStaff } from '@/access'
import { buttonFields } from '@/fields/link'
import { revalidateOnDelete, revalidateOnPublish } from '@/hooks/revalidate'
import { cacheTags } from '@/server/cacheTags'

/** Dialog contents that links and cards can open (docs/routes.md#cms-link-resolution). */
export const Popups: CollectionConfig = {
  slug: 'popups',
  admin: { useAsTitle: 'title', group: 'Content' },
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
