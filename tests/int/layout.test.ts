import { describe, expect, it } from 'vitest'
import { getJson } from './helpers'

type Link = { url: string; title: string; children?: Link[] }
type Layout = {
  header: { blockType: string; primaryLinks: Link[]; secondaryLinks: Link[] }
  footer: { blockType: string; column2: Link[]; legalLinks: Link[]; copyright: string }
  alerts: { id: string; message: string }[]
}

describe('GET content/layout/main', () => {
  it('answers the header and footer in Finnish by default', async () => {
    const { status, body } = await getJson('/proxy/vm-view/v1/content/layout/main')
    expect(status).toBe(200)
    const layout = body as Layout
    expect(layout.header.blockType).toBe('header')
    expect(layout.header.primaryLinks.length).toBeGreaterThan(2)
    expect(layout.footer.blockType).toBe('footer')
    expect(layout.footer.legalLinks.map((l) => l.url)).toContain('/tietosuoja')
    expect(layout.alerts[0]?.id).toBe('alert-2026-12-pool')
  })

  it('answers per locale, with locale-prefixed links', async () => {
    const fi = (await getJson('/proxy/vm-view/v1/content/layout/main')).body as Layout
    const sv = (await getJson('/proxy/vm-view/v1/content/layout/main', { 'x-locale': 'sv-SE' })).body as Layout
    expect(sv.footer.copyright).not.toBe(fi.footer.copyright)
    const internal = sv.footer.legalLinks.filter((l) => l.url.startsWith('/'))
    expect(internal.length).toBeGreaterThan(0)
    for (const link of internal) expect(link.url).toMatch(/^\/sv\//)
  })

  it('refuses preview without a staff session', async () => {
    const { status } = await getJson('/proxy/vm-view/v1/content/layout/main?preview=1')
    expect(status).toBe(401)
  })
})

describe('unknown storefront endpoints', () => {
  it('answer 404 JSON', async () => {
    const { status, body } = await getJson('/proxy/vm-view/v9/nothing')
    expect(status).toBe(404)
    expect(body).toEqual({ status: 404, message: 'Endpoint not found' })
  })
})
