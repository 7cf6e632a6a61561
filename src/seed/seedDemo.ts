import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { locales, localeIso, type Locale } from '@/domain/locale'
import { seedArticles, seedTags } from './content/articles'
import { seedLayout } from './content/layout'
import { seedPages } from './content/pages'
import { seedPopups } from './content/popups'
import type { SeedNavLink } from './content/types'
import { blockData, linkData, type RichTextFn, type SeedIds } from './convert'
import { renderImage, seedImages } from './images'
import { seedDemoGiftCard } from './giftCard/seedDemoGiftCard'
import { seedCatalogue } from './seedCatalogue'
import { seedHomeowners } from './homeowners/seedHomeowners'
import { seedShopExtras } from './seedShopExtras'
import { seedEventDocs, seedMapPointDocs } from './seedDiscover'

const others = locales.filter((l) => l !== 'fi')

async function richTextFactory(payload: Payload): Promise<RichTextFn> {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  // Site links in the demo texts are written without the language prefix; add it here.
  return (markdown, locale) =>
    convertMarkdownToLexical({
      editorConfig,
      markdown: locale === 'fi' ? markdown : markdown.replace(/\]\(\/(?!\/)/g, `](/${locale}/`),
    })
}

async function seedMedia(req: PayloadRequest, payload: Payload, ids: SeedIds) {
  for (const image of seedImages) {
    const data = await renderImage(image.key)
    const doc = await payload.create({
      collection: 'media',
      data: { alt: image.alt.fi },
      file: { data, mimetype: 'image/jpeg', name: `${image.key}.jpg`, size: data.length },
      locale: 'fi',
      req,
    })
    for (const locale of others) {
      await payload.update({ collection: 'media', id: doc.id, data: { alt: image.alt[locale] }, locale, req })
    }
    ids.media.set(image.key, doc.id)
  }
}

async function seedTaxonomy(req: PayloadRequest, payload: Payload, ids: SeedIds) {
  for (const tag of seedTags) {
    const doc = await payload.create({ collection: 'tags', data: { key: tag.key, name: tag.name.fi }, locale: 'fi', req })
    for (const locale of others) await payload.update({ collection: 'tags', id: doc.id, data: { name: tag.name[locale] }, locale, req })
    ids.tags.set(tag.key, doc.id)
  }
}

async function seedPageShells(req: PayloadRequest, payload: Payload, ids: SeedIds) {
  for (const page of seedPages) {
    const fields = (locale: Locale) => ({
      path: page.path[locale],
      pageTitle: page.pageTitle[locale],
      metaText: page.metaText[locale],
      degreeTitle: page.degreeTitle?.[locale],
    })
    const doc = await payload.create({
      collection: 'pages',
      data: { entryName: page.entryName, contentType: page.contentType, ...fields('fi'), body: [], _status: 'published' },
      locale: 'fi',
      req,
    })
    for (const locale of others) {
      await payload.update({ collection: 'pages', id: doc.id, data: { ...fields(locale), _status: 'published' }, locale, req })
    }
    ids.pages.set(page.key, doc.id)
  }
}

async function seedArticleDocs(req: PayloadRequest, payload: Payload, ids: SeedIds, rich: RichTextFn) {
  for (const article of seedArticles) {
    const fields = (locale: Locale) => ({
      title: article.title[locale],
      slug: article.slug[locale],
      shortDescription: article.shortDescription[locale],
      content: rich(article.content[locale], locale),
      _status: 'published' as const,
    })
    const doc = await payload.create({
      collection: 'articles',
      data: {
        ...fields('fi'),
        publishedAt: article.publishedAt,
        image: ids.media.get(article.image),
        tags: article.tags.map((t) => ids.tags.get(t)).filter((t) => t !== undefined),
      },
      locale: 'fi',
      req,
    })
    for (const locale of others) await payload.update({ collection: 'articles', id: doc.id, data: fields(locale), locale, req })
    ids.articles.set(article.key, doc.id)
  }
}

async function seedPopupDocs(req: PayloadRequest, payload: Payload, ids: SeedIds, rich: RichTextFn) {
  // Popups are created first without buttons (their buttons may link to pages not yet filled).
  for (const popup of seedPopups) {
    const fields = (locale: Locale) => ({ title: popup.title[locale], content: rich(popup.content[locale], locale) })
    const doc = await payload.create({ collection: 'popups', data: { ...fields('fi'), hasButton: false }, locale: 'fi', req })
    for (const locale of others) await payload.update({ collection: 'popups', id: doc.id, data: fields(locale), locale, req })
    ids.popups.set(popup.key, doc.id)
  }
  for (const popup of seedPopups) {
    if (!popup.button) continue
    for (const locale of locales) {
      const button = linkData(popup.button, locale, ids)
      await payload.update({ collection: 'popups', id: ids.popups.get(popup.key)!, data: { hasButton: true, button }, locale, req })
    }
  }
}

async function seedPageBodies(req: PayloadRequest, payload: Payload, ids: SeedIds, rich: RichTextFn) {
  for (const page of seedPages) {
    for (const locale of locales) {
      const body = page.body.map((block) => blockData(block, locale, ids, rich))
      await payload.update({ collection: 'pages', id: ids.pages.get(page.key)!, data: { body, _status: 'published' }, locale, req })
    }
  }
}

async function seedLayoutGlobals(req: PayloadRequest, payload: Payload, ids: SeedIds) {
  const nav = (items: SeedNavLink[], locale: Locale) =>
    items.map((item) => ({ ...linkData(item.link, locale, ids), children: (item.children ?? []).map((c) => linkData(c.link, locale, ids)) }))
  for (const locale of locales) {
    const { header, footer } = seedLayout
    await payload.updateGlobal({
      slug: 'header',
      locale,
      req,
      data: {
        primaryLinks: nav(header.primaryLinks, locale),
        secondaryLinks: nav(header.secondaryLinks, locale),
        contactInfo: header.contactInfo[locale],
      },
    })
    await payload.updateGlobal({
      slug: 'footer',
      locale,
      req,
      data: {
        column1: footer.column1[locale],
        column2: footer.column2.map((l) => linkData(l, locale, ids)),
        column3: footer.column3.map((l) => linkData(l, locale, ids)),
        column4: footer.column4[locale],
        copyright: footer.copyright[locale],
        legalLinks: footer.legalLinks.map((l) => linkData(l, locale, ids)),
        checkoutInfo: footer.checkoutInfo[locale],
      },
    })
  }
  const alert = seedLayout.alert
  for (const locale of locales) {
    await payload.updateGlobal({
      slug: 'siteSettings',
      locale,
      req,
      data: {
        // Locale by domain in the demo: http://en.localhost:3000 and http://sv.localhost:3000.
        locales: locales.map((code) => ({ code, iso: localeIso[code], domain: code === 'fi' ? null : `${code}.localhost` })),
        brands: [{ name: 'Kuusirinne' }],
        seller: {
          name: 'Kuusirinne Resort Oy',
          businessId: '1234567-1',
          address: 'Kuusirinteentie 1, 12345 Kuusirinne',
          mapUrl: 'https://www.openstreetmap.org/search?query=Kuusirinteentie%201%2C%2012345%20Kuusirinne',
        },
        forms: { feedbackEmail: 'saavutettavuus@kuusirinne.example' },
        consent: { policyVersion: 1, tagManagerId: null },
        alerts: alert
          ? [
              {
                alertId: alert.id,
                active: true,
                message: alert.message[locale],
                hasLink: Boolean(alert.link),
                link: alert.link ? linkData(alert.link, locale, ids) : undefined,
              },
            ]
          : [],
      },
    })
  }
}

async function seedRedirects(req: PayloadRequest, payload: Payload) {
  const redirects = [
    { from: '/tarjoukset', to: '/kesatarjoukset', permanent: false },
    { from: '/en/offers', to: '/en/summer-offers', permanent: false },
    { from: '/hinnasto', to: '/uimahalli', permanent: true },
    { from: '/facebook', to: 'https://www.facebook.com/', permanent: false },
  ]
  for (const data of redirects) await payload.create({ collection: 'redirects', data, req })
}

/** Fills an empty database with the Kuusirinne demo resort in fi, en and sv. */
export async function seedDemo(payload: Payload, log: (line: string) => void = () => {}): Promise<void> {
  const ids: SeedIds = { pages: new Map(), articles: new Map(), popups: new Map(), media: new Map(), tags: new Map() }
  const rich = await richTextFactory(payload)
  // One transaction: a failed seed leaves an empty database that the next start seeds again. The
  // seed runs outside Next, so there is no page cache to expire; every document is published.
  const req = await createLocalReq({ context: { skipRevalidate: true } }, payload)
  await initTransaction(req)
  const step = async (name: string, run: () => Promise<void>) => {
    const started = Date.now()
    await run()
    log(`seed: ${name} (${Date.now() - started} ms)`)
  }
  try {
    await step('images', () => seedMedia(req, payload, ids))
    await step('tags', () => seedTaxonomy(req, payload, ids))
    await step('pages', () => seedPageShells(req, payload, ids))
    await step('articles', () => seedArticleDocs(req, payload, ids, rich))
    await step('popups', () => seedPopupDocs(req, payload, ids, rich))
    await step('page bodies', () => seedPageBodies(req, payload, ids, rich))
    await step('header, footer and settings', () => seedLayoutGlobals(req, payload, ids))
    await step('redirects', () => seedRedirects(req, payload))
    await step('catalogue', () => seedCatalogue(req, payload, ids))
    await step('discount codes and upsells', () => seedShopExtras(req, payload))
    await step('events', () => seedEventDocs(req, payload, ids, new Date()))
    await step('map points', () => seedMapPointDocs(req, payload, ids))
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  // After the commit: the demo gift card and the owners' nights go through our own connection, which
  // sees committed rows only. Should these steps fail, the demo stands without them; an empty data
  // directory seeds all again.
  await step('demo gift card', async () => {
    await seedDemoGiftCard(payload)
  })
  await step('homeowners', () => seedHomeowners(payload))
}
