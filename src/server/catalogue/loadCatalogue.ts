import 'server-only'
/**
 * The whole catalogue in one language, read once and kept in memory: availability answers must not
 * wait on a dozen CMS reads. Closures that have not ended come with it, inside each product's
 * inventory, so every path that sells (availability, listings, totals, submit) honours them. Staff
 * changes clear it at once in this process (collection hooks call `invalidateCatalogue`). With Redis
 * every other process drops it as soon as the change is announced; without it (or while Redis is
 * away) they pick changes up within `ttlMs`. Prices depend on the day (a tax rate may change at
 * midnight), so a catalogue kept without a timer is read again on the next Helsinki day.
 */
import type { UpsellLink } from '@/domain/checkout/upsells'
import type { CategoryView, Filter, Inventory, ProductView, TaxClass as TaxClassView } from '@/domain/catalogue'
import { helsinkiDay } from '@/domain/helsinki'
import type { Locale } from '@/domain/locale'
import { taxRateOn } from '@/domain/money'
import type { Category, Product, TaxClass, Unit } from '@/payload-types'
import { getPayloadClient } from '@/server/payload'
import { sharedChangesLive, stillFresh } from '@/server/cache/changeSignals.mjs'
import { catalogueMemo, catalogueStamp } from './catalogueMemo'
import { closureOf } from './closureMapping'
import { inventoryOf, ownerAgreements, productView, taxClassView } from './productMapping'

export type Catalogue = {
  locale: Locale
  products: Map<string, ProductView>
  inventories: Map<string, Inventory>
  categories: Map<string, CategoryView>
  taxClasses: Map<string, TaxClassView>
  /** Product code -> the products staff suggest with it in the cart. */
  upsells: Map<string, UpsellLink[]>
}

const ttlMs = 30_000

function categoryView(c: Category, productCodes: string[], locale: Locale): CategoryView {
  const filters: Filter[] = (c.filters ?? []).map((f) => ({
    name: f.name,
    label: f.label,
    dataType: f.dataType,
    equipment: f.equipment ?? false,
    options: (f.options ?? []).map((o) => ({ key: o.key, label: o.label, primary: o.primary ?? false, secondary: o.secondary ?? false })),
    selectedOptions: [],
  }))
  return { code: c.code, name: c.name, description: c.description ?? '', kind: c.kind ?? null, filters, productCodes, locale }
}

/** A tax class without a rate in force must not take the whole shop down: the product shows 0 % and is logged. */
function rateToday(tax: TaxClassView, today: string, productCode: string): number {
  try {
    return taxRateOn(tax, today)
  } catch {
    console.error(`Tax class ${tax.code} of ${productCode} has no rate in force on ${today}`)
    return 0
  }
}

async function read(locale: Locale, now: Date): Promise<Catalogue> {
  const payload = await getPayloadClient()
  const all = { limit: 0, pagination: false, locale, overrideAccess: true } as const
  const today = helsinkiDay(now)
  const [taxDocs, categoryDocs, productDocs, unitDocs, closureDocs, apartmentDocs] = await Promise.all([
    payload.find({ ...all, collection: 'tax-classes', depth: 0 }),
    payload.find({ ...all, collection: 'categories', depth: 0, sort: 'createdAt' }),
    payload.find({ ...all, collection: 'products', depth: 1, sort: 'createdAt' }),
    payload.find({ ...all, collection: 'units', depth: 0, sort: 'code' }),
    // Days are `YYYY-MM-DD` text, so comparing them as text compares the days.
    payload.find({ ...all, collection: 'closures', depth: 0, sort: 'from', where: { to: { greater_than_equal: today } } }),
    payload.find({ ...all, collection: 'apartments', depth: 0 }),
  ])
  const agreements = ownerAgreements(apartmentDocs.docs)
  const taxClasses = new Map(taxDocs.docs.map((t: TaxClass) => [t.id, taxClassView(t)]))
  const codesById = new Map(productDocs.docs.map((p: Product) => [p.id, p.code]))
  const closures = closureDocs.docs.map((c) => closureOf(c, codesById, new Map(unitDocs.docs.map((u) => [u.id, u.code]))))
  const unitsByProduct = new Map<number, Unit[]>()
  for (const u of unitDocs.docs) {
    const id = typeof u.product === 'object' ? u.product.id : u.product
    unitsByProduct.set(id, [...(unitsByProduct.get(id) ?? []), u])
  }
  const products = new Map<string, ProductView>()
  const inventories = new Map<string, Inventory>()
  for (const p of productDocs.docs) {
    const taxId = typeof p.taxClass === 'object' ? p.taxClass.id : p.taxClass
    const tax = taxClasses.get(taxId)
    const basisPoints = tax ? rateToday(tax, today, p.code) : 0
    products.set(p.code, productView(p, basisPoints, codesById, locale))
    inventories.set(p.code, inventoryOf(p, unitsByProduct.get(p.id) ?? [], closures, agreements))
  }
  const upsells = new Map<string, UpsellLink[]>()
  for (const p of productDocs.docs) {
    const links = (p.upsells ?? []).map((u) => ({
      productCode: typeof u.product === 'object' ? u.product.code : (codesById.get(u.product) ?? ''),
      discountPercentage: u.discountPercentage ?? 0,
    }))
    upsells.set(
      p.code,
      links.filter((l) => products.has(l.productCode)),
    )
  }
  const categories = new Map<string, CategoryView>()
  for (const c of categoryDocs.docs) {
    const codes = [...products.values()].filter((p) => p.categories.includes(c.code)).map((p) => p.code)
    categories.set(c.code, categoryView(c, codes, locale))
  }
  return { locale, products, inventories, categories, taxClasses: new Map([...taxClasses.values()].map((t) => [t.code, t])), upsells }
}

export function loadCatalogue(locale: Locale, now = new Date()): Promise<Catalogue> {
  const memo = catalogueMemo()
  const hit = memo.get(locale)
  const current = { stamp: catalogueStamp(), now: now.getTime(), period: helsinkiDay(now), live: sharedChangesLive(), ttlMs }
  if (hit && stillFresh({ stamp: hit.stamp, at: hit.at, period: hit.day }, current)) return hit.value as Promise<Catalogue>
  const value = read(locale, now)
  memo.set(locale, { at: current.now, day: current.period, stamp: current.stamp, value })
  value.catch(() => memo.delete(locale))
  return value
}
