import { describe, expect, it } from 'vitest'

import { addDays, isIsoDate, isLocalTime, weekdayOf } from '@/domain/helsinki'

import { seedImages } from '../images'
import { seedProducts } from '../catalogue'
import { seedTags } from './articles'
import { seedEvents, type SeedEvent } from './events'

const LANGS = ['fi', 'en', 'sv'] as const
const BYDAY = { mon: 'MO', tue: 'TU', wed: 'WE', thu: 'TH', fri: 'FR', sat: 'SA', sun: 'SU' } as const

/** Seed days across the year, with the edges: New Year's Eve, late October, leap day, Midsummer week. */
const TODAYS = [
  '2026-01-01',
  '2026-03-15',
  '2026-06-20',
  '2026-06-26',
  '2026-08-31',
  '2026-10-27',
  '2026-11-30',
  '2026-12-05',
  '2026-12-31',
  '2027-06-25',
  '2028-02-29',
  '2028-12-02',
  '2029-12-02',
]

/** The same calendar day a year later (29 February gives 1 March). */
const yearAfter = (day: string) => {
  const year = Number(day.slice(0, 4)) + 1
  const next = `${year}${day.slice(4)}`
  return isIsoDate(next) ? next : `${year}-03-01`
}

const stamp = (p: SeedEvent['start']) => `${p.day}T${p.time}`
const isAllDay = (e: SeedEvent) => e.start.time === '00:00' && e.end.time === '00:00'

describe.each(TODAYS)('seed events seeded on %s', (today) => {
  const events = seedEvents(today)

  it('has 20 events with unique keys and unique, well-formed slugs per language', () => {
    expect(events).toHaveLength(20)
    expect(new Set(events.map((e) => e.key)).size).toBe(20)
    for (const lang of LANGS) {
      const slugs = events.map((e) => e.slug[lang])
      expect(new Set(slugs).size, lang).toBe(20)
      for (const slug of slugs) expect(slug, lang).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
  })

  it('has every text in all three languages, descriptions as plain-text paragraphs', () => {
    for (const e of events)
      for (const lang of LANGS) {
        for (const field of ['title', 'description', 'location', 'slug'] as const) expect(e[field][lang].trim(), `${e.key}.${field}.${lang}`).not.toBe('')
        const text = e.description[lang]
        expect(text, `${e.key}.${lang}`).not.toMatch(/\*\*|^#|\]\(|^- /m)
        for (const paragraph of text.split('\n\n')) {
          expect(paragraph, `${e.key}.${lang}`).not.toContain('\n')
          expect(paragraph.trim(), `${e.key}.${lang}`).not.toBe('')
        }
        const sentences = text.split(/(?<=[.!?])\s+(?=[A-ZÅÄÖ])/).filter(Boolean)
        expect(sentences.length, `${e.key}.${lang}`).toBeGreaterThanOrEqual(2)
        expect(sentences.length, `${e.key}.${lang}`).toBeLessThanOrEqual(4)
      }
  })

  it('starts after the seed day, within the coming 12 months, and ends after it starts', () => {
    const limit = yearAfter(today)
    for (const e of events) {
      expect(isIsoDate(e.start.day) && isIsoDate(e.end.day), e.key).toBe(true)
      expect(isLocalTime(e.start.time) && isLocalTime(e.end.time), e.key).toBe(true)
      expect(stamp(e.start) < stamp(e.end), e.key).toBe(true)
      expect(e.start.day > today, e.key).toBe(true)
      // Midsummer Eve is the Friday between 19 and 25 June: the next one may be up to six days more than a year away.
      expect(e.start.day <= (e.key === 'midsummer' ? addDays(limit, 6) : limit), `${e.key} ${e.start.day}`).toBe(true)
    }
  })

  it('spreads the events over the year', () => {
    expect(new Set(events.map((e) => e.start.day.slice(0, 7))).size).toBeGreaterThanOrEqual(8)
  })

  it('marks all-day events exactly from midnight to midnight', () => {
    for (const e of events) expect(e.start.time === '00:00', e.key).toBe(e.end.time === '00:00')
    const allDay = events.filter(isAllDay)
    expect(allDay.length).toBeGreaterThanOrEqual(3)
    for (const e of allDay) expect(e.end.day > e.start.day, e.key).toBe(true)
  })

  it('has well-formed recurrence rules', () => {
    for (const e of events) {
      const rule = e.recurrence
      if (!rule) continue
      expect(rule.until !== undefined && rule.count !== undefined, `${e.key}: until and count`).toBe(false)
      if (rule.until) expect(rule.until > e.start.day, e.key).toBe(true)
      if (rule.count !== undefined) expect(rule.count, e.key).toBeGreaterThan(1)
      if (rule.interval !== undefined) expect(rule.interval, e.key).toBeGreaterThan(1)
      if (rule.byday) {
        expect(rule.byday.length, e.key).toBeLessThanOrEqual(7)
        expect(rule.byday, e.key).toContain(BYDAY[weekdayOf(e.start.day)])
      }
      // Without byday a monthly event repeats on its day of the month, which every month must have.
      if (rule.freq === 'MONTHLY' && !rule.byday) expect(Number(e.start.day.slice(8, 10)), e.key).toBeLessThanOrEqual(28)
    }
    const weekly = events.filter((e) => e.recurrence?.freq === 'WEEKLY')
    expect(weekly.length).toBeGreaterThanOrEqual(3)
    expect(weekly.some((e) => (e.recurrence?.interval ?? 1) === 2)).toBe(true)
    expect(events.filter((e) => e.recurrence?.freq === 'MONTHLY').length).toBeGreaterThanOrEqual(1)
  })

  it('links existing courses and activities, tags and images', () => {
    const bookable = new Map(seedProducts.map((p) => [p.code, p.kind]))
    const tagKeys = new Set(seedTags.map((t) => t.key))
    const imageKeys = new Set(seedImages.map((i) => i.key))
    const withProduct = events.filter((e) => e.productCode)
    expect(withProduct.length).toBeGreaterThanOrEqual(4)
    for (const e of withProduct) expect(['course', 'activity'], `${e.key}: ${e.productCode}`).toContain(bookable.get(e.productCode!))
    for (const e of events) {
      expect(e.tags.length, e.key).toBeGreaterThan(0)
      for (const tag of e.tags) expect(tagKeys.has(tag), `${e.key}: ${tag}`).toBe(true)
      if (e.image) expect(imageKeys.has(e.image), `${e.key}: ${e.image}`).toBe(true)
    }
  })

  it('gives organizers kuusirinne.example addresses and urls full https addresses', () => {
    const withBoth = events.filter((e) => e.url && e.organizer)
    expect(withBoth.length).toBeGreaterThanOrEqual(2)
    for (const e of events) {
      if (e.url) expect(e.url, e.key).toMatch(/^https:\/\/\S+$/)
      if (e.organizer) {
        expect(e.organizer.name.trim(), e.key).not.toBe('')
        expect(e.organizer.email, e.key).toMatch(/^[a-z.]+@kuusirinne\.example$/)
      }
    }
  })

  it('puts seasonal events in their season', () => {
    const byKey = new Map(events.map((e) => [e.key, e]))
    const day = (key: string) => byKey.get(key)!.start.day
    const monthDay = (key: string) => day(key).slice(5)

    expect(weekdayOf(day('midsummer'))).toBe('fri')
    expect(monthDay('midsummer') >= '06-19' && monthDay('midsummer') <= '06-25').toBe(true)
    expect(monthDay('christmas-eve-dinner')).toBe('12-24')
    expect(monthDay('new-year-light-show')).toBe('12-31')
    expect(byKey.get('new-year-light-show')!.end.day).toBe(addDays(day('new-year-light-show'), 1))
    expect(monthDay('may-day-brunch')).toBe('05-01')
    expect(weekdayOf(day('winter-season-opening'))).toBe('fri')
    expect(monthDay('winter-season-opening') >= '11-24' && monthDay('winter-season-opening') <= '12-07').toBe(true)
    expect(day('torchlight-descent')).toBe(addDays(day('winter-season-opening'), 1))
    expect(['01', '02', '03']).toContain(day('winter-holiday-week').slice(5, 7))
    expect(['06', '07', '08']).toContain(day('morning-yoga-on-the-jetty').slice(5, 7))
    expect(['09', '10']).toContain(day('autumn-colours-hike').slice(5, 7))
    // events of the coming weeks keep clear of Christmas and New Year
    for (const [key, days] of [
      ['family-pickleball', 1],
      ['kuusirinne-padel-open', 2],
    ] as const)
      for (let i = 0; i < days; i++) expect(['12-24', '12-25', '12-26', '12-31', '01-01'], key).not.toContain(addDays(day(key), i).slice(5))
  })

  it('is deterministic for a given seed day', () => {
    expect(seedEvents(today)).toEqual(events)
  })
})

describe('seed events: relative dates', () => {
  it('matches the dates the demo texts announce for the 2026 season', () => {
    const events = new Map(seedEvents('2026-10-27').map((e) => [e.key, e]))
    // articles.ts: the winter season opens on Friday 4.12.2026; the open day is on Saturday 14.11.2026.
    expect(events.get('winter-season-opening')!.start).toEqual({ day: '2026-12-04', time: '00:00' })
    expect(events.get('winter-season-opening')!.end).toEqual({ day: '2026-12-07', time: '00:00' })
    expect(events.get('sports-institute-open-day')!.start.day).toBe('2026-11-14')
  })

  it('rejects a malformed seed day', () => {
    expect(() => seedEvents('2026-02-30')).toThrow(RangeError)
  })
})
