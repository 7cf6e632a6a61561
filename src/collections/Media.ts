import type { CollectionConfig } from 'payload'
import { anyone, isStaff } from '@/access'
import { revalidateOnDelete, revalidateOnPublish } from '@/hooks/revalidate'
import { cacheTags } from '@/server/cacheTags'
import { env } from '@/server/env'
import { adminGroups, l } from '@/i18n/admin/labels'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: l('Kuva tai tiedosto', 'Media file', 'Mediefil'), plural: l('Kuvat ja tiedostot', 'Media', 'Media') },
  admin: { group: adminGroups.content },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: env().mediaDir,
    mimeTypes: ['image/*', 'application/pdf'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'card', width: 768 },
      { name: 'hero', width: 1280 },
      { name: 'fullhd', width: 1920 }, // the 'FULL HD' conversion product images prefer (docs/limits.md#pages-and-interface)
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
  hooks: {
    afterChange: [revalidateOnPublish(cacheTags.media, cacheTags.pages, cacheTags.articles, cacheTags.layout)],
    afterDelete: [revalidateOnDelete(cacheTags.media, cacheTags.pages, cacheTags.articles, cacheTags.layout)],
  },
}
