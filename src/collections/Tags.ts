import type { CollectionConfig } from 'payload'
import { anyone, isStaff } from '@/access'
import { revalidateOnDelete, revalidateOnPublish } from '@/hooks/revalidate'
import { cacheTags } from '@/server/cacheTags'
import { adminGroups, l } from '@/i18n/admin/labels'

export const Tags: CollectionConfig = {
  slug: 'tags',
  labels: { singular: l('Aihe', 'Tag', 'Tagg'), plural: l('Aiheet', 'Tags', 'Taggar') },
  admin: { useAsTitle: 'name', group: adminGroups.content },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'key', type: 'text', required: true, unique: true },
  ],
  hooks: {
    afterChange: [revalidateOnPublish(cacheTags.articles, cacheTags.pages)],
    afterDelete: [revalidateOnDelete(cacheTags.articles, cacheTags.pages)],
  },
}
