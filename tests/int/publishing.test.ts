import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl, getJson, staffApi } from './helpers'

const content = (pagePath: string, locale = 'en-US') => getJson(`/proxy/vm-view/v1/content/page?pagePath=${pagePath}`, { 'x-locale': locale })
const status = async (pagePath: string, locale?: string) => (await content(pagePath, locale)).status
const siteStatus = async (path: string) => (await fetch(`${baseUrl}${path}`, { redirect: 'manual' })).status
const soon = { timeout: 3000 }

describe('publishing, unpublishing and deleting a page', () => {
  let id: number | undefined

  afterAll(async () => {
    if (id) await staffApi('DELETE', `/api/pages/${id}`).catch(() => undefined)
  })

  it('keeps a never-published page invisible, without leaking its address', async () => {
    const created = await staffApi('POST', '/api/pages?locale=en&draft=true', {
      entryName: 'Secret offer',
      contentType: 'page',
      path: 'secret-offer',
      pageTitle: 'Secret offer',
      body: [],
      _status: 'draft',
    })
    id = created.doc!.id
    expect(await status('secret-offer')).toBe(404)
    // The Finnish site must not redirect to the English address of an unpublished page.
    expect(await siteStatus('/secret-offer')).toBe(404)
    expect(await siteStatus('/en/secret-offer')).toBe(404)
  })

  it('shows the page once published, and hides it again when unpublished', async () => {
    await staffApi('PATCH', `/api/pages/${id}?locale=en`, { _status: 'published' })
    await expect.poll(() => status('secret-offer'), soon).toBe(200)
    await expect.poll(() => siteStatus('/en/secret-offer'), soon).toBe(200)
    await staffApi('PATCH', `/api/pages/${id}?locale=en`, { _status: 'draft' })
    await expect.poll(() => status('secret-offer'), soon).toBe(404)
    await expect.poll(() => siteStatus('/en/secret-offer'), soon).toBe(404)
  })

  it('removes a deleted page at once', async () => {
    await staffApi('PATCH', `/api/pages/${id}?locale=en`, { _status: 'published' })
    await expect.poll(() => status('secret-offer'), soon).toBe(200)
    await staffApi('DELETE', `/api/pages/${id}`)
    id = undefined
    await expect.poll(() => status('secret-offer'), soon).toBe(404)
  })
})

describe('layout changes', () => {
  const layout = async () => (await getJson('/proxy/vm-view/v1/content/layout/main')).body as { footer: { copyright: string } }
  let original: string | undefined

  afterAll(async () => {
    if (original !== undefined) await staffApi('POST', '/api/globals/footer?locale=fi', { copyright: original })
  })

  it('a footer edit appears at once, in its own language only', async () => {
    original = (await layout()).footer.copyright
    const english = ((await getJson('/proxy/vm-view/v1/content/layout/main', { 'x-locale': 'en-US' })).body as { footer: { copyright: string } }).footer
      .copyright
    await staffApi('POST', '/api/globals/footer?locale=fi', { copyright: '© Testi Oy' })
    await expect.poll(async () => (await layout()).footer.copyright, soon).toBe('© Testi Oy')
    const after = (await getJson('/proxy/vm-view/v1/content/layout/main', { 'x-locale': 'en-US' })).body as { footer: { copyright: string } }
    expect(after.footer.copyright).toBe(english)
  })
})
