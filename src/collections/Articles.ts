import type { CollectionConfig } from 'payload'
import { isStaff, publishedOrStaff } from '@/access'
import { slugify } from '@/domain/slug'
import { articleBasePath } from '@/domain/paths'
import { previewUrl } from '@/fields/previewUrl'
import { takenInLocale } from '@/fields/uniqueInLocale'
import { revalidateOnDelete, revalidateOnPublish } from '@/hooks/revalidate'
import { cacheTags } from '@/server/cacheTags'
import { adminGroups, l } from '@/i18n/admin/labels'

/** News and stories, shown at the article base path plus the slug (docs/routes.md#localized-paths). */
export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: l('Artikkeli', 'Article', 'Artikel'), plural: l('Artikkelit', 'Articles', 'Artiklar') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'publishedAt', '_status'],
    group: adminGroups.content,
    preview: (doc, { locale }) => previewUrl(`${articleBasePath[(locale as 'fi') ?? 'fi'] ?? articleBasePath.fi}/${String(doc.slug ?? '')}`, locale),
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  versions: { drafts: true, maxPerDoc: 25 },
  defaultPopulate: { slug: true, title: true },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', label: l('Otsikko', 'Title', 'Rubrik'), required: true, localized: true },
    {
      name: 'slug',
      type: 'text',
      localized: true,
      index: true,
      label: l('Osoitteen loppu', 'Slug', 'Adressens slut'),
      admin: {
        position: 'sidebar',
        description: l(
          'Tehdään otsikosta, jos jätät tyhjäksi; eri jokaisella saman kielen sivulla',
          'Made from the title when left empty; unique per language',
          'Skapas av rubriken om fältet lämnas tomt; unikt per språk',
        ),
      },
      validate: async (value: unknown, { req, id }: { req: Parameters<typeof takenInLocale>[0]; id?: number | string }) => {
        if (typeof value !== 'string' || value === '') return true // filled from the title
        return (await takenInLocale(req, 'articles', 'slug', value, id)) ? `Another article already uses ${value} in this language` : true
      },
      hooks: {
        beforeValidate: [({ value, siblingData }) => slugify(typeof value === 'string' && value ? value : String(siblingData?.title ?? ''))],
      },
    },
    {
      name: 'publishedAt',
      type: 'date',
      label: l('Julkaisupäivä', 'Published', 'Publicerad'),
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: {
        position: 'sidebar',
        description: l('Näkyy artikkelissa; uusimmat ensin', 'Shown on the article; newest first', 'Visas i artikeln; nyaste först'),
      },
    },
    {
      name: 'shortDescription',
      type: 'textarea',
      label: l('Tiivistelmä', 'Summary', 'Sammanfattning'),
      localized: true,
      required: true,
      admin: { description: l('Näkyy listoissa ja haussa', 'Shown in lists and search', 'Visas i listor och i sökningen') },
    },
    { name: 'image', type: 'upload', label: l('Kuva', 'Image', 'Bild'), relationTo: 'media' },
    { name: 'content', type: 'richText', label: l('Teksti', 'Text', 'Text'), localized: true, required: true },
    { name: 'tags', type: 'relationship', label: l('Aiheet', 'Tags', 'Taggar'), relationTo: 'tags', hasMany: true },
  ],
  hooks: {
    afterChange: [revalidateOnPublish(cacheTags.articles)],
    afterDelete: [revalidateOnDelete(cacheTags.articles)],
  },
}
