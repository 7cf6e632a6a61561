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
    {
      name: 'entryName',
      type: 'text',
      label: l('Nimi ylläpidossa', 'Name in the admin', 'Namn i administrationen'),
      required: true,
      admin: {
        description: l(
          'Näkyy vain henkilökunnalle; sivun otsikkona, jos otsikkoa ei ole annettu',
          'Seen by staff only; the page title when none is given',
          'Syns bara för personalen; sidans rubrik om ingen anges',
        ),
      },
    },
    {
      name: 'contentType',
      type: 'select',
      required: true,
      label: l('Sivun tyyppi', 'Kind of page', 'Sidtyp'),
      defaultValue: 'page',
      options: [
        { label: l('Sisältösivu', 'Page', 'Sida'), value: 'page' },
        { label: l('Tuotesivu', 'Product page', 'Produktsida'), value: 'productPage' },
        { label: l('Tuoteryhmäsivu', 'Category page', 'Kategorisida'), value: 'categoryPage' },
        { label: l('Koulutussivu', 'Education page', 'Utbildningssida'), value: 'educationPage' },
      ],
      admin: { position: 'sidebar' },
    },
    pagePathField,
    { name: 'pageTitle', type: 'text', label: l('Otsikko', 'Title', 'Rubrik'), localized: true },
    {
      name: 'metaText',
      type: 'textarea',
      label: l('Kuvaus hakukoneille', 'Description for search engines', 'Beskrivning för sökmotorer'),
      localized: true,
      maxLength: 300,
      admin: {
        description: l('Näkyy hakutuloksissa ja jaetuissa linkeissä', 'Shown in search results and shared links', 'Visas i sökresultat och delade länkar'),
      },
    },
    {
      name: 'degreeTitle',
      type: 'text',
      label: l('Tutkintonimike', 'Degree title', 'Examensbenämning'),
      localized: true,
      admin: { condition: isType('educationPage') },
    },
    {
      name: 'primaryFilters',
      type: 'text',
      hasMany: true,
      label: l('Ensisijaiset suodattimet', 'Main filters', 'Huvudfilter'),
      admin: {
        condition: isType('categoryPage'),
        description: l(
          'Suodattimet, jotka näytetään tuoteryhmän listauksessa ensimmäisinä',
          'Filters shown first on the category listing',
          'Filter som visas först i kategorins lista',
        ),
      },
    },
    { name: 'body', type: 'blocks', label: l('Sisältö', 'Content', 'Innehåll'), localized: true, blocks: pageBlocks },
  ],
  hooks: {
    afterChange: [revalidateOnPublish(cacheTags.pages)],
    afterDelete: [revalidateOnDelete(cacheTags.pages)],
  },
}
