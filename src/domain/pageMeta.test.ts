import { describe, expect, it } from 'vitest'
import type { ExternalDataView } from './blocks'
import type { BlockView, ContentType, ContentView } from './content'
import { pageClasses, pageTitle, redirectTarget } from './pageMeta'

function content(contentType: ContentType, extra: Partial<ContentView['fields']> = {}, body: BlockView[] = []): ContentView {
  return { contentType, fields: { body, pageTitle: 'Page title', entryName: 'Entry', metaText: '', ...extra } }
}

const externalData = (attributes: ExternalDataView['attributes']): BlockView => ({
  blockType: 'externalData',
  id: 'x',
  type: 'category',
  code: 'X',
  attributes,
})

describe('pageClasses', () => {
  it('maps each content type to its class', () => {
    expect(pageClasses(content('articlePage'))).toEqual(['article'])
    expect(pageClasses(content('productPage'))).toEqual(['product'])
    expect(pageClasses(content('educationPage'))).toEqual(['education'])
    expect(pageClasses(content('page'))).toEqual([])
  })
  it('adds the item layout product value to category pages', () => {
    expect(pageClasses(content('categoryPage'))).toEqual(['category'])
    expect(pageClasses(content('categoryPage', {}, [externalData({ item_layout: { product: 'list' } })]))).toEqual(['category', 'list'])
  })
})

describe('pageTitle', () => {
  it('uses the product marketing name on product pages', () => {
    const c = content('productPage', {}, [externalData({ marketing_name: 'Lakeside cottage' })])
    expect(pageTitle(c)).toBe('Lakeside cottage')
  })
  it('uses the category marketing name on category pages', () => {
    const c = content('categoryPage', {}, [externalData({ category_marketing_name: 'Activities' })])
    expect(pageTitle(c)).toBe('Activities')
  })
  it('uses the title for articles and the degree title for education', () => {
    expect(pageTitle(content('articlePage', { title: 'News' }))).toBe('News')
    expect(pageTitle(content('educationPage', { degreeTitle: 'Degree' }))).toBe('Degree')
  })
  it('falls back to pageTitle, then entryName', () => {
    expect(pageTitle(content('productPage'))).toBe('Page title')
    expect(pageTitle(content('page', { pageTitle: '' }))).toBe('Entry')
  })
})

describe('redirectTarget', () => {
  it('finds a cardList with the redirect display component', () => {
    const body: BlockView[] = [
      { blockType: 'cardList', id: 'a', display: { component: 'grid', url: null }, cards: [] },
      { blockType: 'cardList', id: 'b', display: { component: 'redirect', url: '/aktiviteettikauppa' }, cards: [] },
    ]
    expect(redirectTarget(content('page', {}, body))).toBe('/aktiviteettikauppa')
    expect(redirectTarget(content('page', {}, body.slice(0, 1)))).toBeNull()
  })
})
