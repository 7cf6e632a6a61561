import { describe, expect, it } from 'vitest'
import { valueKindAt, type FieldLike, type Schema } from './fieldKinds'

const pages: FieldLike[] = [
  { name: 'path', type: 'text', localized: true },
  { name: 'price', type: 'number' },
  { name: 'createdAt', type: 'date' },
  { name: '_status', type: 'select', options: [{ value: 'draft' }, { value: 'published' }] },
  { name: 'parentPage', type: 'relationship', relationTo: 'pages' },
  { name: 'document', type: 'relationship', relationTo: ['pages', 'articles'] },
  { name: 'seo', type: 'group', flattenedFields: [{ name: 'noIndex', type: 'checkbox' }] },
  { name: 'rows', type: 'array', flattenedFields: [{ name: 'amount', type: 'number' }] },
  {
    name: 'body',
    type: 'blocks',
    blocks: [
      {
        flattenedFields: [
          { name: 'url', type: 'text' },
          { name: 'limit', type: 'number' },
        ],
      },
      {
        flattenedFields: [
          { name: 'url', type: 'text' },
          { name: 'limit', type: 'text' },
        ],
      },
    ],
  },
]
const schema: Schema = { fieldsOf: (slug) => (slug === 'pages' ? pages : undefined), locales: ['fi', 'en', 'sv'] }
const at = (path: string) => valueKindAt(pages, path, schema)?.kind ?? null

describe('valueKindAt', () => {
  it('knows ids, numbers, dates, checkboxes and choices at the top, in groups and in arrays', () => {
    expect(at('id')).toBe('id')
    expect(at('price')).toBe('number')
    expect(at('createdAt')).toBe('date')
    expect(at('_status')).toBe('choice')
    expect(at('seo.noIndex')).toBe('checkbox')
    expect(at('rows.amount')).toBe('number')
    expect(at('rows.id')).toBe('text') // array rows have text ids
  })
  it('follows relationships to the related documents', () => {
    expect(at('parentPage')).toBe('id')
    expect(at('parentPage.price')).toBe('number')
    expect(at('parentPage.id')).toBe('id')
    expect(at('document')).toBe('anyRelation')
    expect(at('document.value')).toBe('id')
  })
  it('reads block fields only where all blocks agree', () => {
    expect(at('body.url')).toBe('text')
    expect(at('body.blockType')).toBe('text')
    expect(at('body.limit')).toBeNull()
  })
  it('skips a locale after a localized field and does not know unknown paths', () => {
    expect(at('path.en')).toBe('text')
    expect(at('nope')).toBeNull()
    expect(at('price.x')).toBeNull()
  })
})
