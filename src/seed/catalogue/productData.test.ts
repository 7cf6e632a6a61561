import { describe, expect, it } from 'vitest'
import { activityRunsOn } from '@/domain/availability'
import type { ActivityInventory } from '@/domain/catalogue'
import { addDays, weekdayOf } from '@/domain/helsinki'
import { seedEvents } from '../content/events'
import { seedProducts } from './index'
import { kindData, seasonWindows, sessionStart } from './productData'
import type { SeedActivity, SeedCourse } from './types'

const today = '2026-11-27'
const activities = seedProducts.filter((p): p is SeedActivity => p.kind === 'activity')
const courses = seedProducts.filter((p): p is SeedCourse => p.kind === 'course')

/** The activity as the engine reads it from the seeded schedules. */
function inventoryOf(p: SeedActivity): ActivityInventory {
  const data = kindData(p, 'fi', today, () => 1) as {
    activity: { schedules: { validFrom: string; validTo: string; days: ActivityInventory['schedules'][number]['days']; places: number; startTimes: string }[] }
  }
  return {
    kind: 'activity',
    price: p.price,
    closed: [],
    schedules: data.activity.schedules.map((s) => ({ ...s, startTimes: s.startTimes.split(', '), durationMinutes: p.durationMinutes })),
  }
}

describe('seasons of the demo', () => {
  it('lays summer and winter out as their months in the coming year', () => {
    expect(seasonWindows('summer', today)).toEqual([{ from: '2027-06-01', to: '2027-08-31' }])
    expect(seasonWindows('winter', today)).toEqual([{ from: '2026-12-01', to: '2027-03-31' }])
    expect(seasonWindows('winter', '2027-03-30')).toEqual([
      { from: '2027-03-30', to: '2027-03-31' },
      { from: '2027-12-01', to: '2028-03-29' },
    ])
    expect(seasonWindows('winter', '2027-02-10', 30)).toEqual([{ from: '2027-02-10', to: '2027-03-12' }])
    expect(seasonWindows('allYear', today)).toEqual([{ from: today, to: '2027-11-27' }])
  })

  it('sells summer activities only in summer and winter ones only in winter', () => {
    const runs = (code: string, day: string) => activityRunsOn(inventoryOf(activities.find((a) => a.code === code)!), day)
    expect(runs('MELONTARETKI', '2026-11-28')).toBe(false)
    expect(runs('MELONTARETKI', '2027-07-10')).toBe(true)
    expect(runs('LUMIKENKAILY', '2026-11-28')).toBe(false)
    expect(runs('LUMIKENKAILY', '2027-01-10')).toBe(true)
    expect(runs('LUMIKENKAILY', '2027-07-10')).toBe(false)
    expect(runs('KIIPEILY', '2026-11-28')).toBe(true)
    expect(runs('LUONTORETKI', '2027-09-18')).toBe(true)
    expect(runs('LUONTORETKI', '2026-11-28')).toBe(false)
    for (const a of activities) expect(a.filters?.season, a.code).toEqual([a.season === 'snowFree' ? 'summer' : a.season])
  })

  it('sells the activity an event links to on the event’s first day', () => {
    const linked = seedEvents(today).filter((e) => activities.some((a) => a.code === e.productCode))
    expect(linked.length).toBeGreaterThan(3)
    for (const event of linked) {
      const activity = activities.find((a) => a.code === event.productCode)!
      // All-day events (a holiday week) run from their first day; the activity runs that week.
      const week = [0, 1, 2, 3, 4, 5, 6].map((i) => addDays(event.start.day, i))
      expect(
        week.some((day) => activityRunsOn(inventoryOf(activity), day)),
        `${event.key} ${event.start.day}`,
      ).toBe(true)
    }
  })

  it('keeps plenty for sale in late November: the year-round activities run this week', () => {
    const week = [1, 2, 3, 4, 5, 6, 7].map((i) => addDays(today, i))
    const now = activities.filter((a) => week.some((day) => activityRunsOn(inventoryOf(a), day)))
    expect(now.length).toBeGreaterThanOrEqual(5)
  })

  it('starts every course session on its weekday, skiing in winter', () => {
    expect(sessionStart(today, 9, { startsOn: 'sat' })).toBe('2026-12-12')
    expect(sessionStart(today, 310, { startsOn: 'sat', season: 'winter' })).toBe('2027-12-04')
    for (const c of courses) {
      const sessions = (kindData(c, 'en', today, () => 1) as { course: { sessions: { from: string; to: string }[] } }).course.sessions
      for (const s of sessions) {
        expect(weekdayOf(s.from), c.code).toBe(c.startsOn)
        if (c.season === 'winter') expect([12, 1, 2, 3], c.code).toContain(Number(s.from.slice(5, 7)))
      }
      const starts = sessions.map((s) => s.from)
      expect([...starts].sort(), c.code).toEqual(starts)
    }
    const padel = courses.find((c) => c.code === 'PADEL-ALKEET')!
    const weekend = (kindData(padel, 'en', today, () => 1) as { course: { sessions: { from: string; to: string }[] } }).course.sessions
    for (const s of weekend) expect([weekdayOf(s.from), weekdayOf(s.to)]).toEqual(['sat', 'sun'])
  })
})
