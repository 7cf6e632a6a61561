/**
 * Seeds the demo catalogue: tax classes, categories, products with their inventory, units, a
 * product page for every product that has none, the sold-out course session and the closures.
 */
import type { Payload, PayloadRequest } from 'payload'
import { resourceKey, seatSlot } from '@/domain/availability/resources'
import { helsinkiDay } from '@/domain/helsinki'
import { locales, type Locale } from '@/domain/locale'
import { seedCategories, seedClosures, seedProducts, seedTaxClasses } from './catalogue'
import { memberPriceData } from './catalogue/memberPrices'
import { whatToBringData } from './catalogue/whatToBring'
import { kindData, startingPrice, withRowIds } from './catalogue/productData'
import type { SeedProduct } from './catalogue/types'
import { seedPages } from './content/pages'
import type { SeedIds } from './convert'

const others = locales.filter((l) => l !== 'fi')

async function createLocalized(
  req: PayloadRequest,
  payload: Payload,
  collection: 'categories' | 'products' | 'pages' | 'closures',
  data: (locale: Locale) => Record<string, unknown>,
): Promise<number> {
  const doc = await payload.create({ collection, data: data('fi') as never, locale: 'fi', req })
  for (const locale of others) {
    await payload.update({ collection, id: doc.id, data: withRowIds(data(locale), doc) as never, locale, req })
  }
  return doc.id
}

function categoryPagePath(p: SeedProduct, locale: Locale): string {
  const category = seedCategories.find((c) => c.code === p.categories[0])
  const page = seedPages.find((s) => s.key === category?.pageKey)
  return page ? page.path[locale].replace(/\/+$/, '') : ''
}

async function productPage(req: PayloadRequest, payload: Payload, p: SeedProduct, ids: SeedIds): Promise<number> {
  if (p.pageKey) return ids.pages.get(p.pageKey)!
  const education = p.kind === 'education'
  // The body is localized as a whole: each language gets its own blocks (and block ids).
  const body = (locale: Locale) => [{ blockType: 'externalData', type: 'product', code: p.code, marketingName: p.marketingName[locale] }]
  const id = await createLocalized(req, payload, 'pages', (locale) => ({
    entryName: `Product: ${p.name.en}`,
    contentType: education ? 'educationPage' : 'productPage',
    path: [categoryPagePath(p, locale), p.slug[locale]].filter(Boolean).join('/'),
    pageTitle: p.marketingName[locale],
    metaText: p.shortDescription[locale],
    degreeTitle: education ? p.degreeTitle[locale] : undefined,
    _status: 'published',
  }))
  for (const locale of locales) await payload.update({ collection: 'pages', id, data: { body: body(locale) as never, _status: 'published' }, locale, req })
  return id
}

async function soldOut(req: PayloadRequest, payload: Payload, p: SeedProduct, productId: number) {
  if (p.kind !== 'course') return
  const doc = await payload.findByID({ collection: 'products', id: productId, depth: 0, req })
  const rows = doc.course?.sessions ?? []
  for (const [i, session] of p.sessions.entries()) {
    if (!session.soldOut || !rows[i]?.id) continue
    for (let n = 1; n <= session.places; n++) {
      await payload.create({
        collection: 'allocations',
        data: { resource: resourceKey.session(rows[i].id!), slot: seatSlot(n), productCode: p.code, ref: 'demo-sold-out' },
        req,
      })
    }
  }
}

/** Bundle members and upsells point at other products, so they are linked once every product exists. */
async function linkProducts(req: PayloadRequest, payload: Payload, productIds: Map<string, number>) {
  for (const p of seedProducts) {
    if (p.kind !== 'pass' || (!p.bundleMembers && !p.upsells)) continue
    const id = (code: string) => {
      const found = productIds.get(code)
      if (found === undefined) throw new Error(`${p.code} refers to an unknown product ${code}`)
      return found
    }
    const data = {
      bundleMembers: (p.bundleMembers ?? []).map((m) => ({ amount: m.amount, product: id(m.code) })),
      upsells: (p.upsells ?? []).map((u) => ({ product: id(u.code), discountPercentage: u.discountPercentage })),
    }
    await payload.update({ collection: 'products', id: id(p.code), data, req })
  }
}

/** Closures name products and units by code; the pools and courts are codes already. */
async function seedClosuresOf(req: PayloadRequest, payload: Payload, productIds: Map<string, number>) {
  for (const c of seedClosures) {
    const units = c.units?.length
      ? (await payload.find({ collection: 'units', where: { code: { in: c.units } }, depth: 0, limit: 0, pagination: false, req })).docs.map((u) => u.id)
      : []
    await createLocalized(req, payload, 'closures', (locale) => ({
      name: c.name,
      from: c.from,
      to: c.to,
      reason: c.reason[locale],
      products: (c.products ?? []).map((code) => productIds.get(code)!),
      units,
      courts: c.courts ?? [],
      pools: c.pools ?? [],
    }))
  }
}

export async function seedCatalogue(req: PayloadRequest, payload: Payload, ids: SeedIds, now = new Date()): Promise<void> {
  const today = helsinkiDay(now)
  const taxIds = new Map<string, number>()
  for (const t of seedTaxClasses) {
    const doc = await payload.create({ collection: 'tax-classes', data: { code: t.code, name: t.name, rates: t.rates }, req })
    taxIds.set(t.code, doc.id)
  }
  const categoryIds = new Map<string, number>()
  for (const c of seedCategories) {
    const id = await createLocalized(req, payload, 'categories', (locale) => ({
      code: c.code,
      name: c.name[locale],
      description: c.description[locale],
      kind: c.kind,
      filters: c.filters.map((f) => ({
        name: f.name,
        label: f.label[locale],
        dataType: f.dataType,
        equipment: f.equipment ?? false,
        options: f.options.map((o) => ({ key: o.key, label: o.label[locale], primary: o.primary ?? false, secondary: o.secondary ?? false })),
      })),
    }))
    categoryIds.set(c.code, id)
  }
  const mediaId = (key: string) => {
    const id = ids.media.get(key)
    if (id === undefined) throw new Error(`seed: no image ${key}`)
    return id
  }
  const productIds = new Map<string, number>()
  for (const p of seedProducts) {
    const page = await productPage(req, payload, p, ids)
    const id = await createLocalized(req, payload, 'products', (locale) => ({
      code: p.code,
      kind: p.kind,
      schema: p.kind === 'court' ? 'Active hours' : undefined,
      name: p.name[locale],
      marketingName: p.marketingName[locale],
      shortDescription: p.shortDescription[locale],
      description: p.description[locale],
      mainImage: ids.media.get(p.image),
      images: (p.images ?? []).map((key) => ids.media.get(key)).filter((m) => m !== undefined),
      categories: p.categories.map((c) => categoryIds.get(c)!),
      taxClass: taxIds.get(p.taxClass)!,
      erpStartingPrice: startingPrice(p),
      page,
      filterValues: Object.entries(p.filters ?? {}).flatMap(([filter, values]) => values.map((value) => ({ filter, value }))),
      ...kindData(p, locale, today, mediaId),
      ...memberPriceData(p.code),
      ...whatToBringData(p.code, locale),
    }))
    if (p.kind === 'accommodation') {
      for (const unit of p.units) {
        await payload.create({ collection: 'units', data: { code: unit.code, product: id, capacity: unit.capacity ?? p.capacity, active: true }, req })
      }
    }
    productIds.set(p.code, id)
    await soldOut(req, payload, p, id)
  }
  await linkProducts(req, payload, productIds)
  await seedClosuresOf(req, payload, productIds)
}
