import { describe, expect, it } from 'vitest'

import { maxCapacity, weekdays } from '@/domain/catalogue'

import type { Loc } from '../content/types'
import { seedPages } from '../content/pages'
import { seedLayout } from '../content/layout'
import { seedImages } from '../images'
import { seedCategories, seedClosures, seedProducts, seedTaxClasses } from './index'
import type { SeedProduct } from './types'

const LANGS = ['fi', 'en', 'sv'] as const
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const ASSORTMENT_CODES = new Set(['INDOOR_TENNIS', 'INDOOR_PADEL', 'PICKLEBALL'])

const ofKind = <K extends SeedProduct['kind']>(kind: K) => seedProducts.filter((p): p is Extract<SeedProduct, { kind: K }> => p.kind === kind)

const accommodations = ofKind('accommodation')
const courses = ofKind('course')
const activities = ofKind('activity')
const courts = ofKind('court')
const tickets = ofKind('ticket')
const giftCards = ofKind('giftcard')
const educations = ofKind('education')
const passes = ofKind('pass')

const isLoc = (node: Record<string, unknown>) => {
  const keys = Object.keys(node).sort()
  return keys.length === 3 && keys[0] === 'en' && keys[1] === 'fi' && keys[2] === 'sv'
}

/** Calls `visit` for every plain object reachable from `root`. */
const walk = (root: unknown, visit: (node: Record<string, unknown>, path: string) => void, path = '$'): void => {
  if (Array.isArray(root)) return root.forEach((item, i) => walk(item, visit, `${path}[${i}]`))
  if (root !== null && typeof root === 'object') {
    const node = root as Record<string, unknown>
    visit(node, path)
    for (const [k, v] of Object.entries(node)) walk(v, visit, `${path}.${k}`)
  }
}

const byCode = new Map(seedProducts.map((p) => [p.code, p]))
const categoryByCode = new Map(seedCategories.map((c) => [c.code, c]))
const pageByKey = new Map(seedPages.map((p) => [p.key, p]))
const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3))

describe('seed catalogue: codes and references', () => {
  it('has unique product, category, tax class, unit and court codes', () => {
    const unique = (codes: string[]) => expect(new Set(codes).size).toBe(codes.length)
    unique(seedProducts.map((p) => p.code))
    unique(seedCategories.map((c) => c.code))
    unique(seedTaxClasses.map((t) => t.code))
    unique(accommodations.flatMap((a) => a.units.map((u) => u.code)))
    unique(courts.flatMap((c) => c.courts.map((k) => k.code)))
    for (const e of educations) unique(e.periods.map((p) => p.code))
  })

  it('has the categories the content pages and the shop expect', () => {
    expect(seedCategories.map((c) => [c.code, c.kind, c.pageKey])).toEqual([
      ['MAJOITUS', 'accommodation', 'accommodationCategory'],
      ['KURSSIT', 'course', 'courseSearch'],
      ['AKTIVITEETTIKAUPPA', 'activity', 'activitiesShop'],
      ['KENTAT', 'court', 'courts'],
      ['UIMAHALLI', 'ticket', 'swimmingHall'],
      ['LAHJAKORTIT', 'giftcard', 'giftCard'],
      ['KOULUTUS', 'education', 'educationCategory'],
    ])
  })

  it('has the products the content pages refer to', () => {
    expect(byCode.get('MOKKI-JARVI')).toMatchObject({ kind: 'accommodation', pageKey: 'productLakesideCottage', capacity: 6 })
    expect(byCode.get('PADEL-SISA')).toMatchObject({ kind: 'court', pageKey: 'productPadel', assortmentCode: 'INDOOR_PADEL' })
    expect(byCode.get('LAHJAKORTTI')).toMatchObject({ kind: 'giftcard', pageKey: 'giftCard' })
    expect(byCode.get('LIIKUNNANOHJAAJA')).toMatchObject({ kind: 'education', pageKey: 'educationSportsInstructor', price: 0 })
    const pageCodes = new Set<string>()
    walk(seedPages, (node) => {
      if (node.blockType === 'externalData' && typeof node.code === 'string') {
        if (node.type === 'product') pageCodes.add(node.code)
        else expect(categoryByCode.has(node.code), `category ${node.code}`).toBe(true)
      }
    })
    for (const code of pageCodes) expect(byCode.has(code), `product ${code}`).toBe(true)
  })

  it('refers only to existing categories, tax classes, pages and category filters', () => {
    const taxCodes = new Set(seedTaxClasses.map((t) => t.code))
    for (const c of seedCategories) if (c.pageKey) expect(pageByKey.has(c.pageKey), c.code).toBe(true)
    for (const p of seedProducts) {
      expect(p.categories.length, p.code).toBeGreaterThan(0)
      expect(taxCodes.has(p.taxClass), `${p.code}: ${p.taxClass}`).toBe(true)
      if (p.pageKey) expect(pageByKey.has(p.pageKey), `${p.code}: ${p.pageKey}`).toBe(true)
      const categories = p.categories.map((code) => categoryByCode.get(code))
      expect(categories.every(Boolean), `${p.code}: ${p.categories.join()}`).toBe(true)
      // Passes are sold in the activities shop beside its dated activities.
      expect(categories[0]?.kind, p.code).toBe(p.kind === 'pass' ? 'activity' : p.kind)
      const filters = new Map(categories.flatMap((c) => c?.filters ?? []).map((f) => [f.name, f]))
      for (const [name, values] of Object.entries(p.filters ?? {})) {
        const filter = filters.get(name)
        expect(filter, `${p.code}: filter ${name}`).toBeDefined()
        expect(values.length, `${p.code}.${name}`).toBeGreaterThan(0)
        for (const v of values) {
          if (filter?.dataType === 'number') expect(Number.isFinite(Number(v)), `${p.code}.${name}=${v}`).toBe(true)
          else
            expect(
              filter?.options.some((o) => o.key === v),
              `${p.code}.${name}=${v}`,
            ).toBe(true)
        }
      }
    }
  })

  it('uses the expected tax class per kind', () => {
    const allowed: Record<SeedProduct['kind'], string[]> = {
      accommodation: ['accommodation'],
      course: ['services'],
      activity: ['services', 'sports'],
      court: ['sports'],
      ticket: ['sports'],
      giftcard: ['giftcard'],
      education: ['education'],
      pass: ['sports', 'services'],
    }
    for (const p of seedProducts) expect(allowed[p.kind], p.code).toContain(p.taxClass)
  })

  it('has tax rates in date order with valid basis points', () => {
    for (const t of seedTaxClasses) {
      expect(t.rates.length, t.code).toBeGreaterThan(0)
      const dates = t.rates.map((r) => r.validFrom)
      expect([...dates].sort(), t.code).toEqual(dates)
      for (const r of t.rates) {
        expect(r.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(Number.isInteger(r.basisPoints) && r.basisPoints >= 0 && r.basisPoints < 10000).toBe(true)
      }
    }
    const current = (code: string) => seedTaxClasses.find((t) => t.code === code)?.rates.at(-1)?.basisPoints
    expect([current('accommodation'), current('sports'), current('services'), current('giftcard'), current('education')]).toEqual([1350, 1350, 2550, 0, 0])
  })

  it('has category filters with unique names and option keys, number options numeric', () => {
    for (const c of seedCategories) {
      expect(new Set(c.filters.map((f) => f.name)).size, c.code).toBe(c.filters.length)
      for (const f of c.filters) {
        expect(f.options.length, `${c.code}.${f.name}`).toBeGreaterThan(0)
        expect(new Set(f.options.map((o) => o.key)).size, `${c.code}.${f.name}`).toBe(f.options.length)
        if (f.dataType === 'number') for (const o of f.options) expect(Number.isFinite(Number(o.key))).toBe(true)
      }
    }
    const majoitus = categoryByCode.get('MAJOITUS')
    expect(majoitus?.filters.some((f) => f.equipment)).toBe(true)
    expect(majoitus?.filters.some((f) => !f.equipment && f.dataType === 'choice')).toBe(true)
    expect(majoitus?.filters.find((f) => f.name === 'beds')?.dataType).toBe('number')
  })
})

describe('seed catalogue: texts, images and slugs', () => {
  it('has three non-empty strings in every Loc', () => {
    const bad: string[] = []
    let count = 0
    walk({ seedCategories, seedProducts, seedClosures }, (node, path) => {
      const langKeys = Object.keys(node).filter((k) => (LANGS as readonly string[]).includes(k))
      if (langKeys.length === 0) return
      if (!isLoc(node)) return void bad.push(`${path}: not a Loc`)
      count++
      for (const lang of LANGS) {
        const s = (node as unknown as Loc)[lang]
        if (typeof s !== 'string' || s.trim() === '') bad.push(`${path}.${lang}`)
      }
    })
    expect(count).toBeGreaterThan(400)
    expect(bad).toEqual([])
  })

  it('gives every product a one-sentence short description and a multi-paragraph description', () => {
    for (const p of seedProducts) {
      for (const lang of LANGS) {
        expect(p.shortDescription[lang], `${p.code}.${lang}`).not.toContain('\n')
        expect(p.description[lang].split('\n\n').length, `${p.code}.${lang}`).toBeGreaterThanOrEqual(2)
        expect(p.description[lang].split('\n\n').length, `${p.code}.${lang}`).toBeLessThanOrEqual(4)
      }
    }
  })

  it('uses only image keys that exist in seedImages', () => {
    const keys = new Set(seedImages.map((i) => i.key))
    for (const p of seedProducts) {
      for (const image of [p.image, ...(p.images ?? [])]) expect(keys.has(image), `${p.code}: ${image}`).toBe(true)
    }
  })

  it('has lowercase ascii slugs, unique per language within a category', () => {
    for (const c of seedCategories) {
      const products = seedProducts.filter((p) => p.categories.includes(c.code))
      for (const lang of LANGS) {
        const slugs = products.map((p) => p.slug[lang])
        for (const s of slugs) expect(s, `${c.code}.${lang}`).toMatch(SLUG)
        expect(new Set(slugs).size, `${c.code}.${lang}`).toBe(slugs.length)
      }
    }
  })

  it('generates product page paths that do not collide with content pages', () => {
    for (const lang of LANGS) {
      const taken = new Set(seedPages.map((p) => p.path[lang]))
      for (const p of seedProducts) {
        if (p.pageKey) continue
        const page = pageByKey.get(categoryByCode.get(p.categories[0] ?? '')?.pageKey ?? '')
        expect(page, p.code).toBeDefined()
        const path = `${page?.path[lang]}/${p.slug[lang]}`
        expect(taken.has(path), `${p.code}: ${path}`).toBe(false)
        taken.add(path)
      }
    }
  })
})

describe('seed catalogue: accommodation', () => {
  it('has at least 8 types and 60 units in total', () => {
    expect(accommodations.length).toBeGreaterThanOrEqual(8)
    expect(accommodations.reduce((n, a) => n + a.units.length, 0)).toBe(60)
  })

  it('has capacities from 1 to 12, a small room, a group cottage and a type with only 2 units', () => {
    for (const a of accommodations) {
      expect(a.capacity, a.code).toBeGreaterThanOrEqual(1)
      expect(a.capacity, a.code).toBeLessThanOrEqual(maxCapacity)
      for (const u of a.units) expect(u.capacity ?? a.capacity, u.code).toBeLessThanOrEqual(a.capacity)
      for (const u of a.units) expect(u.code).toMatch(/^[A-Z]{2}-\d{2}$/)
    }
    expect(Math.min(...accommodations.map((a) => a.capacity))).toBeLessThanOrEqual(2)
    expect(Math.max(...accommodations.map((a) => a.capacity))).toBe(12)
    expect(accommodations.filter((a) => a.units.length === 2).length).toBe(1)
  })

  it('prices every month exactly once with positive, distinct season prices', () => {
    for (const a of accommodations) {
      const months = a.seasons.flatMap((s) => s.months).sort((x, y) => x - y)
      expect(months, a.code).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
      for (const s of a.seasons) {
        expect(Number.isInteger(s.nightly) && s.nightly > 0, a.code).toBe(true)
        if (s.weekendNightly !== undefined) expect(s.weekendNightly, a.code).toBeGreaterThan(s.nightly)
        expect(s.minNights, a.code).toBeGreaterThanOrEqual(1)
      }
      expect(new Set(a.seasons.map((s) => s.nightly)).size, a.code).toBe(a.seasons.length)
    }
  })

  it('has the standard rate plans, check-in times and details', () => {
    for (const a of accommodations) {
      expect(a.ratePlans, a.code).toEqual([
        { code: 'freeCancellation', pricePercent: 100, cancelDaysBefore: 14 },
        { code: 'nonRefundable', pricePercent: 85 },
      ])
      expect(a.checkIn, a.code).toMatch(TIME)
      expect(a.checkOut, a.code).toBe('12:00')
      expect(a.filters?.type?.[0] === 'hotel' ? '15:00' : '16:00', a.code).toBe(a.checkIn)
      expect(a.amenities.length, a.code).toBeGreaterThan(0)
      expect(a.filters?.beds, a.code).toEqual([String(a.capacity)])
    }
  })
})

describe('seed catalogue: dated inventory', () => {
  it('has at least 10 courses with 1–3 sessions over the next 12 months', () => {
    expect(courses.length).toBeGreaterThanOrEqual(10)
    for (const c of courses) {
      expect(c.sessions.length, c.code).toBeGreaterThanOrEqual(1)
      expect(c.sessions.length, c.code).toBeLessThanOrEqual(3)
      for (const s of c.sessions) {
        expect(s.dayOffset, c.code).toBeGreaterThanOrEqual(1)
        expect(s.dayOffset + s.days, c.code).toBeLessThanOrEqual(365)
        expect(s.days, c.code).toBeGreaterThanOrEqual(1)
        expect(s.days, c.code).toBeLessThanOrEqual(7)
        expect(s.places, c.code).toBeGreaterThanOrEqual(3)
        expect(s.places, c.code).toBeLessThanOrEqual(30)
        expect(Number.isInteger(s.price) && s.price > 0, c.code).toBe(true)
      }
      const offsets = c.sessions.map((s) => s.dayOffset)
      expect(
        [...offsets].sort((x, y) => x - y),
        c.code,
      ).toEqual(offsets)
    }
    expect(courses.filter((c) => c.sessions[0]!.dayOffset <= 30).length).toBeGreaterThanOrEqual(5)
  })

  it('has exactly one sold-out session and a course starting soon with only 3 places', () => {
    expect(courses.flatMap((c) => c.sessions.filter((s) => s.soldOut)).length).toBe(1)
    expect(courses.some((c) => c.sessions.some((s) => s.dayOffset <= 14 && s.places === 3))).toBe(true)
    expect(courses.flatMap((c) => c.sessions).filter((s) => s.places < 6).length).toBe(1)
  })

  it('has at least 15 activities with sensible schedules', () => {
    expect(activities.length).toBeGreaterThanOrEqual(15)
    for (const a of activities) {
      expect(a.places, a.code).toBeGreaterThanOrEqual(4)
      expect(a.places, a.code).toBeLessThanOrEqual(40)
      expect(a.durationMinutes, a.code).toBeGreaterThan(0)
      expect(a.days.length, a.code).toBeGreaterThan(0)
      for (const d of a.days) expect(weekdays).toContain(d)
      expect(a.startTimes.length, a.code).toBeGreaterThanOrEqual(1)
      expect(a.startTimes.length, a.code).toBeLessThanOrEqual(4)
      for (const t of a.startTimes) {
        expect(t, a.code).toMatch(TIME)
        expect(toMinutes(t) + a.durationMinutes, `${a.code} ${t}`).toBeLessThanOrEqual(24 * 60)
      }
      expect(Number.isInteger(a.price) && a.price > 0, a.code).toBe(true)
    }
    expect(activities.filter((a) => a.days.length === 7).length).toBeGreaterThan(activities.length / 2)
  })

  it('has 3 court sports with 6 courts and valid opening hours', () => {
    expect(courts.length).toBe(3)
    expect(courts.flatMap((c) => c.courts).length).toBe(6)
    for (const c of courts) {
      expect(ASSORTMENT_CODES.has(c.assortmentCode), c.code).toBe(true)
      expect(c.durations.length, c.code).toBeGreaterThan(0)
      for (const d of c.durations) expect(d % 30, c.code).toBe(0)
      const days = c.opening.flatMap((o) => o.days)
      expect(new Set(days).size, c.code).toBe(days.length)
      for (const o of c.opening) expect(toMinutes(o.opens), c.code).toBeLessThan(toMinutes(o.closes))
    }
  })

  it('has swimming tickets for the three age groups sharing one pool', () => {
    expect(tickets.map((t) => t.ageGroup).sort()).toEqual(['adult', 'child', 'smallChild'])
    expect(new Set(tickets.map((t) => t.pool))).toEqual(new Set(['UIMAHALLI']))
    expect(new Set(tickets.map((t) => t.dailyCapacity)).size).toBe(1)
    for (const t of tickets) {
      expect(new Set(t.opening.flatMap((o) => o.days))).toEqual(new Set(weekdays))
      for (const o of t.opening) expect(toMinutes(o.opens), t.code).toBeLessThan(toMinutes(o.closes))
    }
    const price = (g: string) => tickets.find((t) => t.ageGroup === g)!.price
    expect(price('adult')).toBeGreaterThan(price('child'))
    expect(price('child')).toBeGreaterThanOrEqual(price('smallChild'))
  })

  it('closes the swimming pool on the days the site announces, and names only things the catalogue has', () => {
    const pool = seedClosures.find((c) => c.pools?.includes('UIMAHALLI'))
    expect(pool).toMatchObject({ from: '2026-12-01', to: '2026-12-14' })
    expect(seedLayout.alert?.message.fi).toContain('1.–14.12.2026')
    const units = new Set(accommodations.flatMap((a) => a.units.map((u) => u.code)))
    const courtCodes = new Set(courts.flatMap((c) => c.courts.map((k) => k.code)))
    const pools = new Set(tickets.map((t) => t.pool))
    for (const c of seedClosures) {
      expect(c.from <= c.to, c.name).toBe(true)
      expect(
        (c.products ?? []).every((code) => byCode.has(code)),
        c.name,
      ).toBe(true)
      expect(
        (c.units ?? []).every((code) => units.has(code)),
        c.name,
      ).toBe(true)
      expect(
        (c.courts ?? []).every((code) => courtCodes.has(code)),
        c.name,
      ).toBe(true)
      expect(
        (c.pools ?? []).every((name) => pools.has(name)),
        c.name,
      ).toBe(true)
    }
  })

  it('has gift cards with sorted values inside the open range', () => {
    expect(giftCards.length).toBeGreaterThanOrEqual(2)
    const main = byCode.get('LAHJAKORTTI')
    expect(main?.kind === 'giftcard' && main.values).toEqual([2500, 5000, 10000, 20000])
    expect(main?.kind === 'giftcard' && main.openValue).toEqual({ min: 2000, max: 50000 })
    for (const g of giftCards) {
      expect(g.values.length, g.code).toBeGreaterThan(0)
      expect(
        [...g.values].sort((x, y) => x - y),
        g.code,
      ).toEqual(g.values)
    }
  })

  it('has three educations: a free basic degree and paid ones payable in periods', () => {
    expect(educations.length).toBe(3)
    for (const e of educations) {
      expect(e.applicationFromOffset, e.code).toBeLessThan(e.applicationToOffset)
      if (e.price === 0) expect(e.periods, e.code).toEqual([])
      else {
        expect(e.periods.length, e.code).toBeGreaterThanOrEqual(2)
        expect(
          e.periods.reduce((n, p) => n + p.price, 0),
          e.code,
        ).toBe(e.price)
      }
    }
    expect(educations.filter((e) => e.price === 0).map((e) => e.code)).toEqual(['LIIKUNNANOHJAAJA'])
    expect(educations.some((e) => e.applicationFromOffset <= 0 && e.applicationToOffset > 0)).toBe(true)
    expect(educations.some((e) => e.applicationFromOffset > 0)).toBe(true)
  })
})

describe('seed catalogue: passes', () => {
  it('sells 5–7 undated passes in the activities shop', () => {
    expect(passes.length).toBeGreaterThanOrEqual(5)
    expect(passes.length).toBeLessThanOrEqual(7)
    for (const p of passes) {
      expect(p.categories, p.code).toEqual(['AKTIVITEETTIKAUPPA'])
      expect(Number.isInteger(p.price) && p.price > 0, p.code).toBe(true)
    }
  })

  it('has series cards of N × one single ticket, cheaper than the tickets, and a pass of two different items', () => {
    const series = passes.filter((p) => p.bundleMembers?.length === 1 && p.bundleMembers[0]!.amount > 1)
    expect(series.length).toBeGreaterThanOrEqual(2)
    for (const card of series) {
      const member = card.bundleMembers![0]!
      const ticket = byCode.get(member.code)
      expect(ticket?.kind, card.code).toBe('pass')
      expect(card.price, card.code).toBeLessThan((ticket as { price: number }).price * member.amount)
    }
    const combined = passes.filter((p) => new Set(p.bundleMembers?.map((m) => m.code)).size >= 2)
    expect(combined.length).toBeGreaterThanOrEqual(1)
    for (const p of passes) for (const m of p.bundleMembers ?? []) expect(byCode.has(m.code), `${p.code} -> ${m.code}`).toBe(true)
  })

  it('lets single tickets show upsells that lead to series cards containing them', () => {
    const singles = passes.filter((p) => !p.bundleMembers)
    const withUpsells = singles.filter((p) => p.showUpsell && (p.upsells?.length ?? 0) > 0)
    expect(withUpsells.length).toBeGreaterThanOrEqual(2)
    for (const p of withUpsells) {
      for (const u of p.upsells!) {
        const target = byCode.get(u.code)
        expect(target?.kind, `${p.code} -> ${u.code}`).toBe('pass')
        expect(u.discountPercentage).toBeGreaterThanOrEqual(0)
        expect(u.discountPercentage).toBeLessThanOrEqual(100)
      }
      expect(
        p.upsells!.some((u) => passes.find((c) => c.code === u.code)?.bundleMembers?.some((m) => m.code === p.code)),
        p.code,
      ).toBe(true)
    }
  })
})
