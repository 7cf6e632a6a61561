/**
 * The shop's read use cases: availability of one product and the items of a category (docs/api.md#shop).
 * Prices and availability are decided here from the catalogue and the allocation rows, never taken
 * from the request.
 */
import { AvailabilityRequestError, subresourceSelectionEnabled } from '@/domain/availability'
import type { AvailabilityItem } from '@/domain/availability/types'
import { availabilitySkipped, defaultPersons, type IsoDate, type ProductView } from '@/domain/catalogue'
import { applyCategoryFilters } from '@/domain/categoryFilters'
import { helsinkiDay } from '@/domain/helsinki'
import { validatePersons } from '@/domain/persons'
import type { AvailabilityRequest, AvailabilityResponse, CategoryItemsRequest, CategoryItemsResponse, ShopFilter } from '@/domain/shopApi'
import { readTaken } from '@/server/db/allocationStore'
import type { ServiceResult } from '@/server/http/serviceResult'
import { categoryItem } from './categoryItem'
import { cancellationOf } from '@/domain/orders/cancellation'
import { laterDaysPlan, mergePlans, nextAvailableOf, offersFor, readPlan, type OfferQuery, type ReadPlan } from './offers'
import type { ShopDeps } from './shopDeps'

/** The shop's refusals: a question it cannot answer (400) or a product or category it does not have (404). */
export type ShopResult<T> = ServiceResult<T, 400 | 404>

const fail = (status: 400 | 404, message: string, field?: string) => ({ ok: false, status, message, field }) as const

function queryFor(deps: ShopDeps, product: ProductView, filter: ShopFilter): OfferQuery | ShopResult<never> {
  const inventory = deps.catalogue.inventories.get(product.code)!
  const persons = filter.persons ?? defaultPersons(product.kind)
  const personsError = validatePersons(persons)
  if (personsError) return fail(400, `persons: ${personsError}`, 'filter.persons')
  const subresource = filter.subresource && subresourceSelectionEnabled(deps.host) ? filter.subresource : undefined
  return { product, inventory, filter, persons, subresource, today: helsinkiDay(deps.now), now: deps.now }
}

/**
 * "Next available" for the activities among `asked` (query and its offers): the asked day where it has
 * a start to book, else a later day, all read at once. Other kinds are left out of the map.
 */
async function nextAvailable(deps: ShopDeps, asked: { query: OfferQuery; offers: AvailabilityItem[] }[]): Promise<Map<string, IsoDate | null>> {
  const found = new Map<string, IsoDate | null>()
  const later: { query: OfferQuery; days: IsoDate[]; plan: ReadPlan }[] = []
  for (const { query, offers } of asked) {
    if (query.inventory.kind !== 'activity') continue
    if (offers.some((o) => o.available)) found.set(query.product.code, query.filter.dates?.from ?? query.today)
    else {
      const plan = laterDaysPlan(query)
      if (plan) later.push({ query, ...plan })
    }
  }
  const counts = later.flatMap((l) => l.plan.counts)
  const taken = counts.length > 0 ? await readTaken(deps.db, { counts }, deps.now) : null
  for (const l of later) found.set(l.query.product.code, taken ? nextAvailableOf(l.query, l.days, taken) : null)
  return found
}

const isQuery = (q: OfferQuery | ShopResult<never>): q is OfferQuery => !('ok' in q)

function wrongQuestion(error: unknown): ShopResult<never> {
  // The engine's own range checks (an impossible day or time) are wrong questions too, never a 500.
  if (error instanceof RangeError) return fail(400, error.message, 'filter')
  if (error instanceof AvailabilityRequestError)
    return fail(400, error.message, `filter.${error.code === 'duration' ? 'variation' : error.code === 'subresource' ? 'subresource' : 'dates'}`)
  throw error
}

export async function getAvailability(deps: ShopDeps, request: AvailabilityRequest): Promise<ShopResult<AvailabilityResponse>> {
  const product = deps.catalogue.products.get(request.productCode)
  if (!product) return fail(404, `Unknown product ${request.productCode}`, 'productCode')
  const inventory = deps.catalogue.inventories.get(product.code)
  // Each offer says how it could be cancelled, so the visitor sees the deadline before choosing.
  const answer = (items: AvailabilityItem[], skipped = false, next?: IsoDate | null) => ({
    ok: true as const,
    value: {
      productCode: product.code,
      kind: product.kind,
      skipped,
      items: items.map((item) => ({ ...item, cancellation: inventory ? cancellationOf(inventory, item) : undefined })),
      ...(next !== undefined ? { nextAvailable: next } : {}),
    },
  })
  if (availabilitySkipped(product.kind)) return answer([], true)
  const query = queryFor(deps, product, request.filter ?? {})
  if (!isQuery(query)) return query
  try {
    const plan = readPlan(query)
    if (!plan) return answer([])
    const taken = await readTaken(deps.db, plan, deps.now)
    const offers = offersFor(query, taken)
    const next = await nextAvailable(deps, [{ query, offers }])
    return answer(offers, false, next.get(product.code))
  } catch (error) {
    return wrongQuestion(error)
  }
}

export async function getCategoryItems(deps: ShopDeps, request: CategoryItemsRequest): Promise<ShopResult<CategoryItemsResponse>> {
  const category = deps.catalogue.categories.get(request.categoryCode)
  if (!category) return fail(404, `Unknown category ${request.categoryCode}`, 'categoryCode')
  // A variation (court duration, course session) or a court belongs to one product, not a listing.
  const filter = { ...request.filter, variation: undefined, subresource: undefined }
  const products = category.productCodes.map((code) => deps.catalogue.products.get(code)!)
  const selected = filter.filters ?? {}
  const listed = applyCategoryFilters(products, category.filters, { selected, price: { min: null, max: null } }, category.kind)
  const wantsAvailability = Boolean(filter.dates) || category.kind === 'course'
  const queries: (OfferQuery | null)[] = []
  for (const product of listed) {
    if (!wantsAvailability || availabilitySkipped(product.kind)) {
      queries.push(null)
      continue
    }
    const q = queryFor(deps, product, filter)
    if (!isQuery(q)) return q
    queries.push(q)
  }
  try {
    const plans = queries.map((q) => (q ? readPlan(q) : null))
    const merged = mergePlans(plans.filter((p): p is ReadPlan => p !== null))
    const taken = await readTaken(deps.db, merged, deps.now)
    const offers = queries.map((q) => (q ? offersFor(q, taken) : null))
    const next = await nextAvailable(
      deps,
      queries.flatMap((query, i) => (query ? [{ query, offers: offers[i]! }] : [])),
    )
    const items = listed.map((product, i) => categoryItem(product, offers[i] ?? null, next.get(product.code)))
    return {
      ok: true,
      value: {
        categoryCode: category.code,
        name: category.name,
        kind: category.kind,
        filters: category.filters.map((f) => ({ ...f, selectedOptions: selected[f.name] ?? [] })),
        items,
      },
    }
  } catch (error) {
    return wrongQuestion(error)
  }
}
