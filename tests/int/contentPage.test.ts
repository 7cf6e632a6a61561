import { afterAll, describe, expect, it } from 'vitest'
import { getJson, pageIdByPath, patchPage, staffToken } from './helpers'

const endpoint = '/proxy/vm-view/v1/content/page'
type Block = { blockType: string } & Record<string, unknown>
type Content = {
  content: { contentType: string; fields: { body: Block[]; pageTitle: string; metaText: string } & Record<string, unknown> }
  localizedPagePaths: Record<string, string>
}

const findBlock = <T>(body: Block[], type: string) => body.find((b) => b.blockType === type) as unknown as T

const page = async (pagePath: string, headers: Record<string, string> = {}, extra = '') => {
  const result = await getJson(`${endpoint}?pagePath=${encodeURIComponent(pagePath)}${extra}`, headers)
  return { ...result, body: result.body as Content }
}

describe('GET content/page', () => {
  it('answers the Finnish landing page by default with its localized paths', async () => {
    const { status, body } = await page('/')
    expect(status).toBe(200)
    expect(body.content.contentType).toBe('page')
    expect(body.content.fields.body.length).toBeGreaterThan(3)
    expect(body.localizedPagePaths).toEqual({ 'fi-FI': '/', 'en-US': '/en', 'sv-SE': '/sv' })
  })

  it('uses the x-locale header and the path table addresses', async () => {
    const fi = await page('majoitushaku')
    expect(fi.status).toBe(200)
    expect(fi.body.localizedPagePaths['en-US']).toBe('/en/accommodation')
    const en = await page('accommodation', { 'x-locale': 'en-US' })
    expect(en.status).toBe(200)
    expect(en.body.localizedPagePaths['fi-FI']).toBe('/majoitushaku')
    expect(en.body.content.fields.pageTitle).not.toBe(fi.body.content.fields.pageTitle)
  })

  it('lets the locale query of vm-view/v1 paths win over the header, and trims slashes', async () => {
    const { status, body } = await page('/sok/', { 'x-locale': 'fi-FI' }, '&locale=sv-SE')
    expect(status).toBe(200)
    expect(body.localizedPagePaths['sv-SE']).toBe('/sv/sok')
  })

  it('answers 404 JSON for an unknown path and for a path of another language', async () => {
    for (const path of ['ei-ole-olemassa', 'accommodation']) {
      const { status, body } = await getJson(`${endpoint}?pagePath=${path}`)
      expect(status).toBe(404)
      expect(body).toEqual({ status: 404, message: 'Page Not Found' })
    }
  })

  it('answers malformed input with a 400 JSON body', async () => {
    const missing = await getJson(endpoint)
    expect(missing.status).toBe(400)
    expect((missing.body as { message: string }).message).toMatch(/pagePath/)
    const badPreview = await getJson(`${endpoint}?pagePath=/&preview=maybe`)
    expect(badPreview.status).toBe(400)
    const long = await getJson(`${endpoint}?pagePath=${'a'.repeat(600)}`)
    expect(long.status).toBe(400)
  })

  it('serves articles as articlePage content under the article path', async () => {
    const landing = await page('/')
    const list = findBlock<{ articles: { url: string; title: string }[] }>(landing.body.content.fields.body, 'articleList')
    expect(list.articles.length).toBeGreaterThan(0)
    const url = list.articles[0].url
    expect(url).toMatch(/^\/artikkelit\//)
    const { status, body } = await page(url)
    expect(status).toBe(200)
    expect(body.content.contentType).toBe('articlePage')
    const block = body.content.fields.body[0]
    expect(block.blockType).toBe('articlePage')
    expect(block.title).toBe(list.articles[0].title)
    expect(String(block.content)).toMatch(/<p>/)
    expect(body.localizedPagePaths['en-US']).toMatch(/^\/en\/articles\//)
  })

  it('resolves CMS links, buttons and images', async () => {
    const { body } = await page('/')
    const json = JSON.stringify(body)
    expect(json).not.toMatch(/"contentType":"standardPage","url":"\/en/)
    const slider = findBlock<{
      slides: { image: { src: string; alt: string }; buttons: { url: string; appearance: string }[] }[]
    }>(body.content.fields.body, 'heroSlider')
    const slide = slider.slides[0]
    expect(slide.image.src).toMatch(/-1920x\d+\.jpg$/) // the FULL HD conversion is preferred
    expect(slide.image.alt).not.toBe('')
    expect(['primary', 'secondary', 'white']).toContain(slide.buttons[0].appearance)
    const en = await page('/', { 'x-locale': 'en-US' })
    const enLinks = JSON.stringify(en.body).match(/"contentType":"standardPage","url":"([^"]+)"/g) ?? []
    expect(enLinks.length).toBeGreaterThan(0)
    for (const link of enLinks) expect(link).toMatch(/"url":"\/en(\/|"|#)/)
  })

  it('gives category pages their external data and primary filters', async () => {
    const { body } = await page('aktiviteettikauppa')
    expect(body.content.contentType).toBe('categoryPage')
    expect(body.content.fields.primaryFilters).toEqual([])
    const external = findBlock<{ classification: string; code: string; attributes: { category_marketing_name: string } }>(
      body.content.fields.body,
      'externalData',
    )
    expect(external.code).toBe('AKTIVITEETTIKAUPPA')
    expect(external.classification).toBe('category')
    expect(external.attributes.category_marketing_name).toBeTruthy()
  })

  describe('preview and publishing', () => {
    const path = 'tietosuoja'
    let id: number
    let original: string

    afterAll(async () => {
      if (id) await patchPage(id, { pageTitle: original, _status: 'published' })
    })

    it('refuses preview without a staff session', async () => {
      const { status, body } = await getJson(`${endpoint}?pagePath=${path}&preview=1`)
      expect(status).toBe(401)
      expect(body).toMatchObject({ status: 401 })
    })

    it('shows a draft only in preview, and a publish at once', async () => {
      id = await pageIdByPath(path)
      original = (await page(path)).body.content.fields.pageTitle
      await patchPage(id, { pageTitle: 'Luonnosotsikko', _status: 'draft' }, 'locale=fi&draft=true')
      const auth = { authorization: `JWT ${await staffToken()}` }
      expect((await page(path, auth, '&preview=1')).body.content.fields.pageTitle).toBe('Luonnosotsikko')
      expect((await page(path)).body.content.fields.pageTitle).toBe(original)
      await patchPage(id, { pageTitle: 'Julkaistu otsikko', _status: 'published' })
      // Next expires the tags right after the save's response is sent: the next reads see the change.
      await expect.poll(async () => (await page(path)).body.content.fields.pageTitle, { timeout: 3000 }).toBe('Julkaistu otsikko')
    })
  })
})
