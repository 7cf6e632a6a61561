import type { Block } from 'payload'
import { l } from '@/i18n/admin/labels'

export const ArticleList: Block = {
  slug: 'articleList',
  labels: { singular: l('Artikkelilista', 'Article list', 'Artikellista'), plural: l('Artikkelilista', 'Article list', 'Artikellista') },
  interfaceName: 'ArticleListBlock',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true, admin: { description: 'Empty lists every article' } },
    { name: 'limit', type: 'number', min: 1, max: 24, defaultValue: 6 },
  ],
}
