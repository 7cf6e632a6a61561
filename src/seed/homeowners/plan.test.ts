import { describe, expect, it } from 'vitest'
import { passwordProblem } from '@/domain/accounts/accountForms'
import { isOwnNight, isOwnTime, nightsOf, slotsOf } from '@/domain/homeowner/contract'
import { releaseRefusal, reservationRefusal } from '@/domain/homeowner/rules'
import { demoApartments, demoPeople, homeownerDemoPassword } from './plan'

// Seeding days across the year: the plan must hold whenever the demo is seeded.
const days = ['2026-01-03', '2026-03-31', '2026-06-15', '2026-11-24', '2026-12-30']

describe('demo homeowners', () => {
  it('has a demo password the registration form would accept', () => {
    expect(passwordProblem(homeownerDemoPassword)).toBeNull()
  })

  it.each(days)('seeded on %s, keeps the contract rules', (today) => {
    for (const a of demoApartments(today)) {
      const contract = { ownPeriods: a.ownPeriods, agreement: a.agreement, revenueSharePercent: a.revenueSharePercent }
      for (const r of a.releases) expect(releaseRefusal(contract, r, today)).toBeNull()
      for (const r of a.reservations) {
        expect(reservationRefusal(contract, { ...r, guests: r.guests ?? 1 }, 12, today)).toBeNull()
        if (r.kind === 'usage') expect(a.ownPeriods.flatMap(slotsOf)).toContainEqual({ id: r.from, from: r.from, to: r.to })
      }
      const released = new Set(a.releases.flatMap(nightsOf))
      for (const s of a.stays) {
        // A guest buys only nights outside own time, or released ones.
        for (const night of nightsOf(s)) expect(!isOwnNight(contract, night) || released.has(night)).toBe(true)
        if (s.to <= today) expect(s.from.slice(0, 4)).toBe(today.slice(0, 4))
      }
      const taken = [...a.reservations, ...a.stays].flatMap(nightsOf)
      expect(new Set(taken).size).toBe(taken.length)
      for (const r of a.reservations) expect(nightsOf(r).some((n) => released.has(n))).toBe(false)
      expect(isOwnTime(contract, a.ownPeriods[0]!)).toBe(true)
      for (const key of [a.owner, ...a.reservations.map((r) => r.by), ...a.coUsers.map((c) => c.person)]) {
        expect(demoPeople.some((p) => p.key === key)).toBe(true)
      }
    }
  })
})
