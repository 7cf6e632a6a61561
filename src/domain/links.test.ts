import { describe, expect, it } from 'vitest'
import { resolveLink } from './links'

describe('resolveLink', () => {
  it('prefixes a standard page link with the locale unless it is the default', () => {
    expect(resolveLink({ contentType: 'standardPage', pagePath: 'majoitushaku' }, 'fi').url).toBe('/majoitushaku')
    expect(resolveLink({ contentType: 'standardPage', pagePath: 'accommodation' }, 'en').url).toBe('/en/accommodation')
    expect(resolveLink({ contentType: 'standardPage', pagePath: '/' }, 'sv').url).toBe('/sv')
  })
  it('keeps an anchor on a page link', () => {
    expect(resolveLink({ contentType: 'standardPage', pagePath: 'info', anchor: 'hinnat' }, 'fi').url).toBe('/info#hinnat')
  })
  it('keeps external URLs and opens them in a new tab by default', () => {
    const link = resolveLink({ contentType: 'externalUrl', url: 'https://example.org/x' }, 'fi')
    expect(link).toEqual({ contentType: 'externalUrl', url: 'https://example.org/x', newTab: true })
    expect(resolveLink({ contentType: 'externalUrl', url: 'https://e.org', newTab: false }, 'fi').newTab).toBe(false)
  })
  it('uses the page path of the first linked product or category', () => {
    const items = [{ pagePath: 'majoitus/mokki' }, { pagePath: 'other' }]
    expect(resolveLink({ contentType: 'product', items }, 'fi').url).toBe('/majoitus/mokki')
    expect(resolveLink({ contentType: 'category', items: [{ pagePath: 'courses' }] }, 'en').url).toBe('/en/courses')
  })
  it('gives protocol-relative asset and image addresses https, others stay', () => {
    expect(resolveLink({ contentType: 'asset', url: '//assets.example.com/a.pdf' }, 'fi').url).toBe(
      'https://assets.example.com/a.pdf',
    )
    expect(resolveLink({ contentType: 'asset', url: '//images.example.com/a.jpg' }, 'fi').url).toBe(
      'https://images.example.com/a.jpg',
    )
    expect(resolveLink({ contentType: 'asset', url: '/files/a.pdf' }, 'fi').url).toBe('/files/a.pdf')
    expect(resolveLink({ contentType: 'asset', url: '//cdn.example.com/a.pdf' }, 'fi').url).toBe('//cdn.example.com/a.pdf')
  })
  it('builds article links from the article path and the slug', () => {
    expect(resolveLink({ contentType: 'article', slug: 'padel-avattu' }, 'fi').url).toBe('/artikkelit/padel-avattu')
    expect(resolveLink({ contentType: 'article', slug: 'padel-open' }, 'en').url).toBe('/en/articles/padel-open')
  })
  it('links education pages to their page path', () => {
    expect(resolveLink({ contentType: 'educationPage', pagePath: 'koulutus/x' }, 'sv').url).toBe('/sv/koulutus/x')
  })
  it('turns a popup link into a popup object with its id as url', () => {
    const popup = { id: 'p1', title: 'Pets', content: '<p>ok</p>', button: null }
    expect(resolveLink({ contentType: 'popup', popup }, 'fi')).toEqual({
      contentType: 'popup',
      url: 'p1',
      newTab: false,
      popup,
    })
  })
})
