import type { Block } from 'payload'

export const ArticleList: Block = {
  slug: 'articleList',
  interfaceName: 'ArticleListBlock',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true, admin: { description: 'Empty lists every article' } },
    { name: 'limit', type: 'number', min: 1, max: 24, defaultValue: 6 },
  ],
}
