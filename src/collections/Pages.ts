import type { CollectionConfig } from 'payload'
import { isStaff, publishedOrStaff } from '@/access'
import { pageBlocks } from '@/blocks'
import { previewUrl } from '@/fields/previewUrl'
import { pagePathField } from '@/fields/pagePath'
import { revalidateOnDelete, revalidateOnPublish } from '@/hooks/revalidate'
import { cacheTags } from '@/server/cacheTags'
import { adminGroups, l } from '@/i18n/admin/labels'

const isType =
  (...types: string[]) =>
  (data: { contentType?: string }) =>
    types.includes(data?.contentType ?? '')

/** Content pages served by the catch-all route (docs/content-model.md#content-response). */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: l('Sivu', 'Page', 'Sida'), plural: l('Sivut', 'Pages', 'Sidor') },
  admin: {
    useAsTitle: 'entryName',
    defaultColumns: ['entryName', 'path', 'contentType', '_status', 'updatedAt'],
    group: adminGroups.content,
    preview: (doc, { locale }) => previewUrl(String(doc.path ?? '/'), locale),
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  versions: { drafts: true, maxPerDoc: 25 },
  // Links to a page need only its address, not its whole body.
  defaultPopulate: { path: true, contentType: true, entryName: true },
  fields: [
    { name: 'entryName', type: 'text', required: true, admin: { description: 'Internal name; the title when nothing else is set' } },
    {
      name: 'contentType',
      type: 'select',
      required: true,
      defaultValue: 'page',
      options: [
        { label: 'Page', value: 'page' },
        { label: 'Product page', value: 'productPage' },
        { label: 'Category page', value: 'categoryPage' },
        { label: 'Education page', value: 'educationPage' },
      ],
      admin: { position: 'sidebar' },
    },
    pagePathField,
    { name: 'pageTitle', type: 'text', localized: true },
    { name: 'metaText', type: 'textarea', localized: true, maxLength: 300, admin: { description: 'Search engine description' } },
    { name: 'degreeTitle', type: 'text', localized: true, admin: { condition: isType('educationPage') } },
    {
      name: 'primaryFilters',
      type: 'text',
      hasMany: true,
      admin: { condition: isType('categoryPage'), description: 'Filters shown first on the category listing' },
    },
    { name: 'body', type: 'blocks', localized: true, blocks: pageBlocks },
  ],
  hooks: {
    afterChange: [revalidateOnPublish(cacheTags.pages)],
    afterDelete: [revalidateOnDelete(cacheTags.pages)],
  },
}
