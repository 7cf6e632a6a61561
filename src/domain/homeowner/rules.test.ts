import { describe, expect, it } from 'vitest'
import { addDays } from '../helsinki'
import { maxRangeNights, type Contract } from './contract'
import { afterDelete, releaseRefusal, reservationRefusal } from './rules'

const today = '2027-01-05'
const contract: Contract = {
  ownPeriods: [
    { from: '2027-01-02', to: '2027-01-30', slotDays: 7 },
    { from: '2027-01-30', to: '2027-02-06', slotDays: 0 },
  ],
  agreement: { from: '2027-01-01', to: '2027-02-03' },
  revenueSharePercent: 50,
}
const noAgreement: Contract = { ...contract, agreement: null }
const capacity = 4
const stay = (from: string, to: string, guests = 2) => ({ from, to, guests })

describe('releaseRefusal', () => {
  it('allows own time from today on under the agreement, across adjacent own periods', () => {
    expect(releaseRefusal(contract, { from: today, to: '2027-01-09' }, today)).toBeNull()
    expect(releaseRefusal(contract, { from: '2027-01-23', to: '2027-02-04' }, today)).toBeNull()
  })
  it('refuses dates that are no range', () => {
    expect(releaseRefusal(contract, { from: '2027-01-10', to: '2027-01-10' }, today)).toBe('dates')
    expect(releaseRefusal(contract, { from: '2027-01-10', to: '2027-01-09' }, today)).toBe('dates')
    expect(releaseRefusal(contract, { from: '2027-01-32', to: '2027-02-02' }, today)).toBe('dates')
    expect(releaseRefusal(contract, { from: '2027-01-10', to: addDays('2027-01-10', maxRangeNights + 1) }, today)).toBe('dates')
  })
  it('refuses a range that starts before today', () => {
    expect(releaseRefusal(contract, { from: addDays(today, -1), to: '2027-01-09' }, today)).toBe('past')
  })
  it('refuses nights outside own time, even one', () => {
    expect(releaseRefusal(contract, { from: '2027-02-05', to: '2027-02-07' }, today)).toBe('outsideOwnTime')
    expect(releaseRefusal(contract, { from: '2027-03-01', to: '2027-03-02' }, today)).toBe('outsideOwnTime')
  })
  it('refuses without an agreement, or when the agreement ends before the last night', () => {
    expect(releaseRefusal(noAgreement, { from: '2027-01-09', to: '2027-01-16' }, today)).toBe('noAgreement')
    // The agreement's last night is 2027-02-03: a release to the 4th is covered, to the 5th is not.
    expect(releaseRefusal(contract, { from: '2027-02-01', to: '2027-02-04' }, today)).toBeNull()
    expect(releaseRefusal(contract, { from: '2027-02-01', to: '2027-02-05' }, today)).toBe('noAgreement')
  })
})

describe('reservationRefusal', () => {
  it('allows own time from today on for up to the capacity, with or without an agreement', () => {
    expect(reservationRefusal(contract, stay(today, '2027-01-08', capacity), capacity, today)).toBeNull()
    expect(reservationRefusal(noAgreement, stay('2027-01-09', '2027-01-16'), capacity, today)).toBeNull()
  })
  it('refuses more guests than the apartment sleeps', () => {
    expect(reservationRefusal(contract, stay('2027-01-09', '2027-01-16', capacity + 1), capacity, today)).toBe('capacity')
  })
  it('refuses bad dates, the past and nights outside own time, before looking at guests', () => {
    expect(reservationRefusal(contract, stay('2027-01-16', '2027-01-09', capacity + 1), capacity, today)).toBe('dates')
    expect(reservationRefusal(contract, stay('2027-01-04', '2027-01-09', capacity + 1), capacity, today)).toBe('past')
    expect(reservationRefusal(contract, stay('2027-02-05', '2027-02-08', capacity + 1), capacity, today)).toBe('outsideOwnTime')
  })
})

describe('afterDelete', () => {
  const covered = { from: '2027-01-09', to: '2027-01-16' }
  const uncovered = { from: '2027-02-01', to: '2027-02-06' }
  it('puts an own reservation’s nights where the owner chooses, own time when no choice is given', () => {
    expect(afterDelete('own', 'sale', contract, covered)).toBe('sale')
    expect(afterDelete('own', 'own', contract, covered)).toBe('own')
    expect(afterDelete('own', undefined, contract, covered)).toBe('own')
  })
  it('refuses to sell an own reservation’s nights the agreement does not cover', () => {
    expect(afterDelete('own', 'sale', noAgreement, covered)).toBe('noAgreement')
    expect(afterDelete('own', 'sale', contract, uncovered)).toBe('noAgreement')
    expect(afterDelete('own', 'own', noAgreement, covered)).toBe('own')
  })
  it('frees a usage reservation for sales whatever the choice, or keeps it own time without an agreement', () => {
    for (const choice of ['sale', 'own', undefined] as const) {
      expect(afterDelete('usage', choice, contract, covered)).toBe('sale')
      expect(afterDelete('usage', choice, noAgreement, covered)).toBe('own')
      expect(afterDelete('usage', choice, contract, uncovered)).toBe('own')
    }
  })
})
