import type { CollectionConfig } from 'payload'
import { anyone, isStaff } from '@/access'
import { revalidateOnDelete, revalidateOnPublish } from '@/hooks/revalidate'
import { cacheTags } from '@/server/cacheTags'

export const Tags: CollectionConfig = {
  slug: 'tags',
  admin: { useAsTitle: 'name', group: 'Content' },
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
