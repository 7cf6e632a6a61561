/**
 * Reshapes Payload catalogue documents (one language) into the domain's views and inventories.
 */
import { closedPeriodsOf, type Closure } from '@/domain/availability/closures'
import type { AgeGroup, Inventory, OpeningHours, ProductView, TaxClass as TaxClassView } from '@/domain/catalogue'
import { classificationOf } from '@/domain/catalogue'
import type { Agreement } from '@/domain/homeowner/contract'
import { isLocalTime } from '@/domain/helsinki'
import type { Locale } from '@/domain/locale'
import type { MemberPrice } from '@/domain/pricing/memberPrice'
import { withLocalePrefix } from '@/domain/paths'
import type { Apartment, Category, Media, Page, Product, TaxClass, Unit } from '@/payload-types'
import { doc, imageView } from '@/server/content/views'

export function taxClassView(t: TaxClass): TaxClassView {
  return { code: t.code, rates: (t.rates ?? []).map((r) => ({ validFrom: r.validFrom, basisPoints: r.basisPoints })) }
}

const hours = (rows: { days: OpeningHours[number]['days']; opens: string; closes: string }[] | null | undefined): OpeningHours =>
  (rows ?? []).map((r) => ({ days: r.days, opens: r.opens, closes: r.closes }))

/** The card images staff uploaded for a gift card product, each with its localized description as the alt text. */
function giftCardDesigns(p: Product) {
  return (p.giftcard?.designs ?? []).flatMap((d) => {
    const media = doc<Media>(d.image)
    const image = imageView(media)
    return image && media && d.id ? [{ id: d.id, mediaId: media.id, image: { ...image, alt: d.name } }] : []
  })
}

/**
 * The stock a product sells, for the availability engine, with the days staff closed it (or some of
 * its units or courts) among `closures`.
 */
export function inventoryOf(p: Product, units: Unit[], closures: Closure[], agreements: Map<number, Agreement | null> = new Map()): Inventory {
  const closed = (parts: string[], pool?: string) => closedPeriodsOf(closures, { code: p.code, pool, parts })
  switch (p.kind) {
    case 'accommodation': {
      const sold = units
        .filter((u) => u.active !== false)
        .map((u) => ({ id: u.code, code: u.code, capacity: u.capacity, ...(agreements.has(u.id) ? { ownerAgreement: agreements.get(u.id)! } : {}) }))
      return {
        kind: 'accommodation',
        capacity: p.accommodation?.capacity ?? 1,
        units: sold,
        seasons: (p.accommodation?.seasons ?? []).map((s) => ({
          from: s.from,
          to: s.to,
          nightly: s.nightly,
          weekendNightly: s.weekendNightly ?? null,
          minNights: s.minNights,
        })),
        ratePlans: (p.accommodation?.ratePlans ?? []).map((r) => ({
          code: r.code,
          pricePercent: r.pricePercent,
          cancelDaysBefore: r.cancelDaysBefore ?? null,
        })),
        closed: closed(sold.map((u) => u.id)),
      }
    }
    case 'course':
      return {
        kind: 'course',
        sessions: (p.course?.sessions ?? []).map((s) => ({ id: String(s.id), from: s.from, to: s.to, places: s.places, price: s.price })),
        closed: closed([]),
        cancelDaysBefore: p.course?.cancelDaysBefore ?? null,
      }
    case 'activity':
      return {
        kind: 'activity',
        price: p.activity?.price ?? 0,
        schedules: (p.activity?.schedules ?? []).map((s) => ({
          validFrom: s.validFrom,
          validTo: s.validTo,
          days: s.days,
          // Older rows may predate the field's validation: a malformed time is left out, not fatal.
          startTimes: s.startTimes
            .split(',')
            .map((t) => t.trim())
            .filter(isLocalTime),
          durationMinutes: p.activity?.durationMinutes ?? 60,
          places: s.places,
        })),
        closed: closed([]),
        cancelHoursBefore: p.activity?.cancelHoursBefore ?? null,
      }
    case 'court': {
      const courts = (p.court?.courts ?? []).map((c) => ({ id: c.code, code: c.code, name: c.name }))
      return {
        kind: 'court',
        courts,
        openingHours: hours(p.court?.openingHours),
        durations: (p.court?.durations ?? ['60']).map(Number),
        stepMinutes: p.court?.stepMinutes ?? 30,
        hourlyPrice: p.court?.hourlyPrice ?? 0,
        closed: closed(courts.map((c) => c.id)),
        cancelHoursBefore: p.court?.cancelHoursBefore ?? null,
      }
    }
    case 'ticket': {
      const pool = p.ticket?.pool || p.code
      return {
        kind: 'ticket',
        ageGroup: (p.ticket?.ageGroup ?? 'adult') as AgeGroup,
        pool,
        dailyCapacity: p.ticket?.dailyCapacity ?? 0,
        openingHours: hours(p.ticket?.openingHours),
        price: p.ticket?.price ?? 0,
        closed: closed([], pool),
      }
    }
    case 'giftcard': {
      const g = p.giftcard
      return {
        kind: 'giftcard',
        values: (g?.values ?? []).map((v) => v.value),
        openValue: g?.openValue ? { min: g.openMin ?? 0, max: g.openMax ?? 0 } : null,
        validityMonths: g?.validityMonths ?? 12,
        designs: giftCardDesigns(p),
      }
    }
    case 'education':
      return {
        kind: 'education',
        price: p.education?.price ?? 0,
        applicationFrom: p.education?.applicationFrom ?? '',
        applicationTo: p.education?.applicationTo ?? '',
        periods: (p.education?.periods ?? []).map((r) => ({ code: r.code, name: r.name, price: r.price })),
      }
    case 'pass':
      return { kind: 'pass', price: p.pass?.price ?? 0 }
  }
}

function details(p: Product): ProductView['details'] {
  switch (p.kind) {
    case 'accommodation': {
      const a = p.accommodation
      return {
        checkIn: a?.checkIn ?? undefined,
        checkOut: a?.checkOut ?? undefined,
        onlineCheckIn: a?.onlineCheckIn ?? false,
        meals: a?.meals ?? undefined,
        sleepingType: a?.sleepingType ?? undefined,
        amenities: (a?.amenities ?? []).map((x) => x.label),
      }
    }
    case 'course':
      return { programme: p.course?.programme ?? undefined, meals: p.course?.meals ?? undefined, accommodation: p.course?.accommodation ?? undefined }
    case 'activity':
      return { durationMinutes: p.activity?.durationMinutes }
    case 'court':
      return {
        sport: p.court?.sport ?? undefined,
        durations: (p.court?.durations ?? ['60']).map(Number),
        courts: (p.court?.courts ?? []).map((c) => ({ code: c.code, name: c.name })),
      }
    case 'giftcard':
      return {
        giftCardValues: (p.giftcard?.values ?? []).map((v) => v.value),
        openValue: p.giftcard?.openValue ? { min: p.giftcard.openMin ?? 0, max: p.giftcard.openMax ?? 0 } : null,
        validityMonths: p.giftcard?.validityMonths ?? 12,
        designs: giftCardDesigns(p),
      }
    case 'ticket':
      return { ageGroup: (p.ticket?.ageGroup ?? undefined) as AgeGroup | undefined }
    case 'education': {
      const e = p.education
      return {
        applicationPeriod: e?.applicationFrom && e.applicationTo ? { from: e.applicationFrom, to: e.applicationTo } : undefined,
        length: e?.length ?? undefined,
        competencePoints: e?.competencePoints ?? undefined,
        degreeTitle: e?.degreeTitle ?? undefined,
        contact: e?.contact ?? undefined,
        startTime: e?.startTime ?? undefined,
        implementation: e?.implementation ?? undefined,
        price: e?.price ?? 0,
        periods: (e?.periods ?? []).map((r) => ({ code: r.code, name: r.name, price: r.price })),
      }
    }
    case 'pass':
      return { price: p.pass?.price ?? 0 }
    default:
      return {}
  }
}

/** Staff's member price as the domain reads it; a half-filled one (a kind without its number) is none. */
function memberPriceOf(p: Product): MemberPrice | null {
  const m = p.memberPrice
  if (m?.kind === 'percent' && typeof m.percent === 'number') return { kind: 'percent', percent: m.percent }
  if (m?.kind === 'fixed' && typeof m.price === 'number') return { kind: 'fixed', price: m.price }
  return null
}

function unitPrice(p: Product): number | null {
  if (p.kind === 'activity') return p.activity?.price ?? null
  if (p.kind === 'ticket') return p.ticket?.price ?? null
  if (p.kind === 'court') return p.court?.hourlyPrice ?? null
  if (p.kind === 'education') return p.education?.price ?? null
  if (p.kind === 'pass') return p.pass?.price ?? null
  return null
}

export function productView(p: Product, taxBasisPoints: number, codesById: Map<number, string>, locale: Locale): ProductView {
  const page = doc<Page>(p.page)
  const filters: Record<string, string[]> = {}
  for (const f of p.filterValues ?? []) (filters[f.filter] ??= []).push(f.value)
  return {
    code: p.code,
    kind: p.kind,
    classification: classificationOf[p.kind],
    schema: p.schema ?? '',
    name: p.name,
    marketingName: p.marketingName || p.name,
    shortDescription: p.shortDescription ?? '',
    description: p.description ?? '',
    mainImage: imageView(doc<Media>(p.mainImage)),
    images: (p.images ?? []).map((m) => imageView(doc<Media>(m))).filter((m) => m !== null),
    erpStartingPrice: p.erpStartingPrice ?? null,
    unitPrice: unitPrice(p),
    taxClass: doc<TaxClass>(p.taxClass)?.code ?? '',
    taxBasisPoints,
    currency: 'EUR',
    pagePath: page?.path && page._status !== 'draft' ? withLocalePrefix(page.path, locale) : null,
    assortmentCode: p.court?.assortmentCode ?? null,
    categories: (p.categories ?? []).map((c) => doc<Category>(c)?.code ?? '').filter(Boolean),
    filters,
    capacity: p.kind === 'accommodation' ? (p.accommodation?.capacity ?? null) : null,
    details: { ...details(p), ...(p.whatToBring ? { whatToBring: p.whatToBring } : {}) },
    bundleMembers: (p.bundleMembers ?? []).map((b) => ({
      amount: b.amount,
      productCode: doc<Product>(b.product)?.code ?? codesById.get(Number(b.product)) ?? '',
    })),
    showUpsell: p.showUpsell ?? false,
    memberPrice: memberPriceOf(p),
  }
}

/** Owned units by id, with the brokerage agreement the shop sells them under (null: none). */
export function ownerAgreements(apartments: Apartment[]): Map<number, Agreement | null> {
  return new Map(
    apartments.map((a) => [
      typeof a.unit === 'object' ? a.unit.id : a.unit,
      a.agreement && a.agreementFrom ? { from: a.agreementFrom, to: a.agreementTo || null } : null,
    ]),
  )
}
