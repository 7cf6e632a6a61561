import type { Field, GroupField } from 'payload'
import { shortEnumName } from './dbName'

export const linkContentTypes = [
  { label: 'Page', value: 'standardPage' },
  { label: 'External URL', value: 'externalUrl' },
  { label: 'Product', value: 'product' },
  { label: 'Category', value: 'category' },
  { label: 'Asset (file)', value: 'asset' },
  { label: 'Article', value: 'article' },
  { label: 'Education page', value: 'educationPage' },
  { label: 'Popup', value: 'popup' },
] as const

export type LinkType = (typeof linkContentTypes)[number]['value']
const when =
  (...types: LinkType[]) =>
  (_: unknown, sibling: { contentType?: string }) =>
    types.includes(sibling?.contentType as LinkType)

/** The fields of one CMS link; resolved to a URL by `domain/links.ts` (docs/routes.md#cms-link-resolution). */
export const linkFields = ({ requireLabel = true }: { requireLabel?: boolean } = {}): Field[] => [
  {
    type: 'row',
    fields: [
      {
        name: 'contentType',
        type: 'select',
        enumName: shortEnumName('ct'),
        required: true,
        defaultValue: 'standardPage',
        options: [...linkContentTypes],
      },
      { name: 'label', type: 'text', required: requireLabel },
    ],
  },
  {
    name: 'page',
    type: 'relationship',
    relationTo: 'pages',
    admin: { condition: when('standardPage') },
  },
  { name: 'anchor', type: 'text', admin: { condition: when('standardPage'), description: 'Optional #anchor on the page' } },
  {
    name: 'items',
    type: 'relationship',
    relationTo: 'pages',
    hasMany: true,
    admin: { condition: when('product', 'category'), description: 'The link goes to the first page listed.' },
    filterOptions: ({ siblingData }) => ({
      contentType: { equals: (siblingData as { contentType?: string })?.contentType === 'category' ? 'categoryPage' : 'productPage' },
    }),
  },
  {
    name: 'educationPage',
    type: 'relationship',
    relationTo: 'pages',
    admin: { condition: when('educationPage') },
    filterOptions: { contentType: { equals: 'educationPage' } },
  },
  { name: 'url', type: 'text', admin: { condition: when('externalUrl', 'asset') } },
  { name: 'asset', type: 'upload', relationTo: 'media', admin: { condition: when('asset'), description: 'Or pick a file instead of a URL.' } },
  {
    name: 'newTab',
    type: 'checkbox',
    defaultValue: true,
    admin: { condition: when('externalUrl'), description: 'External links open in a new tab by default.' },
  },
  { name: 'article', type: 'relationship', relationTo: 'articles', admin: { condition: when('article') } },
  { name: 'popup', type: 'relationship', relationTo: 'popups', admin: { condition: when('popup') } },
]

export const link = (name = 'link', options: { requireLabel?: boolean } = {}): GroupField => ({
  name,
  type: 'group',
  fields: linkFields(options),
})

/** The link kinds each target field serves (its admin condition says the same). */
const targetFieldKinds: Record<string, LinkType[]> = {
  page: ['standardPage'],
  anchor: ['standardPage'],
  items: ['product', 'category'],
  educationPage: ['educationPage'],
  url: ['externalUrl', 'asset'],
  asset: ['asset'],
  newTab: ['externalUrl'],
  article: ['article'],
  popup: ['popup'],
}

/**
 * A link that only names where to go, of the given kinds: no label (nothing shows it) and none of the
 * other kinds' fields. Resolved by the same link rules as every link.
 */
export const linkTarget = (name: string, types: LinkType[]): GroupField => ({
  name,
  type: 'group',
  fields: [
    {
      name: 'contentType',
      type: 'select',
      enumName: shortEnumName('ct'),
      required: true,
      defaultValue: types[0],
      options: linkContentTypes.filter((o) => types.includes(o.value)),
    },
    ...linkFields().filter((f) => 'name' in f && targetFieldKinds[f.name]?.some((t) => types.includes(t))),
  ],
})

export const appearanceOptions = [
  { label: 'Primary', value: 'primary' },
  { label: 'Secondary', value: 'secondary' },
  { label: 'White', value: 'white' },
]

/** A button: a link with an appearance (docs/content-model.md#button-and-image). */
export const buttonFields = (): Field[] => [
  ...linkFields(),
  {
    type: 'row',
    fields: [
      { name: 'appearance', type: 'select', enumName: shortEnumName('app'), required: true, defaultValue: 'primary', options: appearanceOptions },
      { name: 'icon', type: 'text', admin: { description: 'Optional icon name, e.g. arrow-right' } },
    ],
  },
]

export const buttons = (name = 'buttons', maxRows = 3): Field => ({
  name,
  type: 'array',
  maxRows,
  fields: buttonFields(),
})

export const image = (name = 'image', required = false): Field => ({ name, type: 'upload', relationTo: 'media', required })
