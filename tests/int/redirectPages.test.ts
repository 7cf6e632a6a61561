import { describe, expect, it } from 'vitest'
import { baseUrl, getJson } from './helpers'

type Block = { blockType: string; display?: { component: string; url: string | null } }

const cases = [
  { path: '/kesatarjoukset', pagePath: 'kesatarjoukset', iso: 'fi-FI', to: '/aktiviteettikauppa' },
  { path: '/en/summer-offers', pagePath: 'summer-offers', iso: 'en-US', to: '/en/aktiviteettikauppa' },
  { path: '/sv/sommarerbjudanden', pagePath: 'sommarerbjudanden', iso: 'sv-SE', to: '/sv/aktivitetsbutik' },
]

describe('a page with a redirect card list', () => {
  it.each(cases)('$path answers 307 to the activity shop in its own language', async ({ path, to }) => {
    const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' })
    expect(response.status).toBe(307)
    expect(new URL(response.headers.get('location') ?? '', baseUrl).pathname).toBe(to)
  })

  it.each(cases)('shows the $iso target address as display.url in the content API', async ({ pagePath, iso, to }) => {
    const { status, body } = await getJson(`/proxy/vm-view/v1/content/page?pagePath=${pagePath}`, { 'x-locale': iso })
    expect(status).toBe(200)
    const blocks = (body as { content: { fields: { body: Block[] } } }).content.fields.body
    expect(blocks.find((b) => b.blockType === 'cardList')?.display).toEqual({ component: 'redirect', url: to })
  })
})
