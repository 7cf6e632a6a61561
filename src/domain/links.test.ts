import { describe, expect, it } from 'vitest'
import { redirectUrl, resolveLink } from './links'

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
    expect(resolveLink({ contentType: 'asset', url: '//assets.example.com/a.pdf' }, 'fi').url).toBe('https://assets.example.com/a.pdf')
    expect(resolveLink({ contentType: 'asset', url: '//images.example.com/a.jpg' }, 'fi').url).toBe('https://images.example.com/a.jpg')
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

describe('redirectUrl', () => {
  // The target page as each language's body has it: the page link resolved with that language's path.
  const shop = { fi: 'aktiviteettikauppa', en: 'aktiviteettikauppa', sv: 'aktivitetsbutik' } as const

  it('sends each language to the chosen page at its own address', () => {
    expect(redirectUrl({ contentType: 'standardPage', pagePath: shop.fi }, null, 'fi')).toBe('/aktiviteettikauppa')
    expect(redirectUrl({ contentType: 'standardPage', pagePath: shop.en }, null, 'en')).toBe('/en/aktiviteettikauppa')
    expect(redirectUrl({ contentType: 'standardPage', pagePath: shop.sv }, null, 'sv')).toBe('/sv/aktivitetsbutik')
  })
  it('follows product, category, article and education page targets like links do', () => {
    expect(redirectUrl({ contentType: 'category', items: [{ pagePath: 'boende' }] }, null, 'sv')).toBe('/sv/boende')
    expect(redirectUrl({ contentType: 'article', slug: 'summer-opens' }, null, 'en')).toBe('/en/articles/summer-opens')
    expect(redirectUrl({ contentType: 'educationPage', pagePath: 'koulutus/x' }, null, 'fi')).toBe('/koulutus/x')
  })
  it('prefers the chosen target to a typed address', () => {
    expect(redirectUrl({ contentType: 'standardPage', pagePath: shop.en }, '/aktiviteettikauppa', 'en')).toBe('/en/aktiviteettikauppa')
  })
  it('uses the typed address when no target (or only an unpublished one) is there', () => {
    expect(redirectUrl(null, ' https://example.org/summer ', 'en')).toBe('https://example.org/summer')
    expect(redirectUrl(null, '/sv/presentkort', 'sv')).toBe('/sv/presentkort')
  })
  it('goes nowhere without a target or an address, or to a popup', () => {
    expect(redirectUrl(null, '  ', 'fi')).toBeNull()
    expect(redirectUrl(null, null, 'fi')).toBeNull()
    const popup = { id: 'p1', title: 'x', content: '', button: null }
    expect(redirectUrl({ contentType: 'popup', popup }, null, 'fi')).toBeNull()
  })
})
