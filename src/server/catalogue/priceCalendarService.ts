import 'server-only'
/**
 * GET vm-view/v2/product/price-calendar (docs/api.md#shop): the nights of one month of a room type
 * or an accommodation category, priced for the party. One read of the month's allocation rows, then
 * the stay engine one night at a time (src/domain/availability/priceCalendar.ts). Like every
 * availability answer it is computed per request and never cached across visitors; the browser keeps
 * the months it has asked for while the page is open.
 */
import { createTranslator } from 'next-intl'
import type { z } from 'zod'
import { cheapestNights, monthDays, monthNightPrices } from '@/domain/availability/priceCalendar'
import { resourceKey } from '@/domain/availability/resources'
import type { AccommodationInventory, ProductView } from '@/domain/catalogue'
import { addDays, helsinkiDay } from '@/domain/helsinki'
import type { Locale } from '@/domain/locale'
import { validatePersons } from '@/domain/persons'
import type { PriceCalendarResponse } from '@/domain/priceCalendarApi'
import { catalogues } from '@/i18n/catalogues'
import { readTaken } from '@/server/db/allocationStore'
import { priceCalendarQuery } from '@/server/http/shopSchemas'
import type { ServiceResult } from '@/server/http/serviceResult'
import type { ShopDeps } from './shopDeps'

export type PriceCalendarDeps = ShopDeps & { locale: Locale }

type ErrorKey = keyof (typeof catalogues)['en']['bookingSearch']['errors']

const textOf = (locale: Locale) => createTranslator({ locale, messages: catalogues[locale], namespace: 'bookingSearch.errors' })

/** The field a query parameter's problem is reported as, and the text that explains it. */
const problemOf = (field: string): ErrorKey => (field === 'month' ? 'month' : ['adults', 'children', 'small'].includes(field) ? 'persons' : 'target')

function refuse(locale: Locale, status: 400 | 404, fields: { field: string; key: ErrorKey }[]): ServiceResult<never, 400 | 404> {
  const t = textOf(locale)
  const errors = fields.map(({ field, key }) => ({ field, message: t(key) }))
  const message = status === 404 ? errors[0]!.message : t('invalid', { fields: errors.map((e) => e.message.toLowerCase()).join('; ') })
  return { ok: false, status, message, errors }
}

type Stay = { product: ProductView; inventory: AccommodationInventory }

export async function getPriceCalendar(deps: PriceCalendarDeps, raw: unknown): Promise<ServiceResult<PriceCalendarResponse, 400 | 404>> {
  const parsed = priceCalendarQuery.safeParse(raw)
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? 'productCode')))]
    return refuse(
      deps.locale,
      400,
      fields.map((field) => ({ field, key: problemOf(field) })),
    )
  }
  const query: z.output<typeof priceCalendarQuery> = parsed.data
  const persons = { numberOfAdults: query.adults, numberOfChildrenOlder: query.children, numberOfChildrenYounger: query.small }
  if (validatePersons(persons) !== null) return refuse(deps.locale, 400, [{ field: 'adults', key: 'persons' }])

  const { catalogue } = deps
  const stayOf = (code: string): Stay | null => {
    const product = catalogue.products.get(code)
    const inventory = catalogue.inventories.get(code)
    return product && inventory?.kind === 'accommodation' ? { product, inventory } : null
  }
  let stays: Stay[]
  if (query.productCode !== undefined) {
    if (!catalogue.products.has(query.productCode)) return refuse(deps.locale, 404, [{ field: 'productCode', key: 'unknownProduct' }])
    const stay = stayOf(query.productCode)
    if (!stay) return refuse(deps.locale, 400, [{ field: 'productCode', key: 'notStay' }])
    stays = [stay]
  } else {
    const category = catalogue.categories.get(query.categoryCode!)
    if (!category) return refuse(deps.locale, 404, [{ field: 'categoryCode', key: 'unknownCategory' }])
    if (category.kind !== 'accommodation') return refuse(deps.locale, 400, [{ field: 'categoryCode', key: 'notStay' }])
    stays = category.productCodes.map(stayOf).filter((s): s is Stay => s !== null)
  }

  const days = monthDays(query.month)
  const taken = await readTaken(
    deps.db,
    { slots: { resources: stays.flatMap((s) => s.inventory.units.map((u) => resourceKey.unit(u.id))), from: days[0]!, to: addDays(days.at(-1)!, 1) } },
    deps.now,
  )
  const today = helsinkiDay(deps.now)
  const calendars = stays.map(({ product, inventory }) =>
    monthNightPrices({ productCode: product.code, inventory, month: query.month, persons, taken, today, taxBasisPoints: product.taxBasisPoints }),
  )
  return {
    ok: true,
    value: {
      productCode: query.productCode ?? null,
      categoryCode: query.categoryCode ?? null,
      month: query.month,
      persons,
      days: query.productCode !== undefined ? calendars[0]! : cheapestNights(calendars),
    },
  }
}
