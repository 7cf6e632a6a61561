import type { CollectionConfig } from 'payload'
import { isStaff, publishedOrStaff } from '@/access'
import { articleBasePath } from '@/domain/paths'
import { previewUrl } from '@/fields/previewUrl'
import { slugField } from '@/fields/slugField'
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
    slugField('articles', (slug) =>
      l(
        `Toinen artikkeli käyttää jo osoitetta ${slug} tällä kielellä`,
        `Another article already uses ${slug} in this language`,
        `En annan artikel använder redan ${slug} på det här språket`,
      ),
    ),
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
