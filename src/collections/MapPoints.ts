import type { CollectionConfig } from 'payload'
import { anyone, isStaff } from '@/access'
import { mapTags } from '@/domain/map/tags'
import { linkTarget } from '@/fields/link'
import { revalidateOnDelete, revalidateOnPublish } from '@/hooks/revalidate'
import { cacheTags } from '@/server/cacheTags'
import { adminGroups, l } from '@/i18n/admin/labels'

const percent = (name: 'x' | 'y', description: string) =>
  ({ name, type: 'number', required: true, min: 0, max: 100, admin: { step: 0.1, description } }) as const

/**
 * Places on the resort map (docs/content-model.md#map-points): each with one of the 21 tags the map
 * filters by, and a position on the site plan in percent, so the plan image can be replaced at any
 * size without moving the points.
 */
export const MapPoints: CollectionConfig = {
  slug: 'map-points',
  labels: { singular: l('Karttakohde', 'Map point', 'Kartpunkt'), plural: l('Karttakohteet', 'Map points', 'Kartpunkter') },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'tag', 'x', 'y'], group: adminGroups.content },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'tag', type: 'select', required: true, index: true, options: mapTags.map((t) => ({ label: t, value: t })) },
    {
      type: 'row',
      fields: [percent('x', 'From the left edge of the site plan, in % of its width'), percent('y', 'From the top edge of the site plan, in % of its height')],
    },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'openingHours', type: 'text', localized: true, admin: { description: 'As visitors read it, e.g. “Mon–Fri 7am–10pm”' } },
    linkTarget('link', ['standardPage', 'product', 'article']),
  ],
  hooks: {
    afterChange: [revalidateOnPublish(cacheTags.mapPoints)],
    afterDelete: [revalidateOnDelete(cacheTags.mapPoints)],
  },
}
