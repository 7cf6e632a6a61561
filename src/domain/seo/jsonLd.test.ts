import { describe, expect, it } from 'vitest'
import { breadcrumbList, parentPaths } from './breadcrumbs'
import { compact, euros, serializeJsonLd } from './jsonLd'

describe('JSON-LD text', () => {
  it('cannot close its script: < > & are escaped and the JSON still reads back the same', () => {
    const node = { '@type': 'Thing', name: '</script><script>alert(1)</script> & co' }
    const text = serializeJsonLd(node)
    expect(text).not.toMatch(/[<>&]/)
    expect(JSON.parse(text)).toEqual({ '@context': 'https://schema.org', ...node })
  })
  it('writes prices in euros and leaves out missing facts', () => {
    expect(euros(8900)).toBe('89.00')
    expect(euros(4470)).toBe('44.70')
    expect(compact({ a: 1, b: null, c: undefined, d: '' })).toEqual({ a: 1 })
  })
})

describe('breadcrumbs', () => {
  it('numbers the trail from the landing page', () => {
    const list = breadcrumbList([
      { name: 'Etusivu', url: 'https://x.example/' },
      { name: 'Majoitus', url: 'https://x.example/majoitushaku' },
    ])
    expect(list?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Etusivu', item: 'https://x.example/' },
      { '@type': 'ListItem', position: 2, name: 'Majoitus', item: 'https://x.example/majoitushaku' },
    ])
  })
  it('gives no list for the landing page alone, and the parents of a path root first', () => {
    expect(breadcrumbList([{ name: 'Etusivu', url: 'https://x.example/' }])).toBeNull()
    expect(parentPaths('a/b/c')).toEqual(['a', 'a/b'])
    expect(parentPaths('a')).toEqual([])
  })
})
