/**
 * The owner's calendar (docs/homeowner.md#the-calendar): one mark per night, read from the apartment's
 * allocation rows and its contract, so the owner sees exactly what the shop sees.
 */
import type { IsoDate } from '../catalogue'
import { eachDay } from '../helsinki'
import { agreementCovers, isOwnNight, type Contract, type NightRange } from './contract'
import { refMeaning } from './refs'

/** The five marks of the service, and `free`: own time nobody has taken, which the owner may reserve or release. */
export const marks = ['own', 'slot', 'other', 'sale', 'unavailable', 'free'] as const
export type Mark = (typeof marks)[number]

export type ReservationKind = 'own' | 'usage'
export type Reservation = NightRange & { id: number; kind: ReservationKind; createdBy: number; slotId: string | null }
export type Release = NightRange & { id: number }

export type CalendarDay = {
  date: IsoDate
  mark: Mark
  /** The night lies in an own access period. */
  ownTime: boolean
  reservationId?: number
  releaseId?: number
  /** A reservation the viewer made. */
  mine?: boolean
}

export type CalendarInput = {
  contract: Contract
  range: NightRange
  today: IsoDate
  /** The apartment's allocation rows in the range: night and reference. */
  rows: { night: IsoDate; ref: string }[]
  reservations: Reservation[]
  releases: Release[]
  viewerId: number
}

export function calendarDays(input: CalendarInput): CalendarDay[] {
  const { contract, range, today, viewerId } = input
  const refByNight = new Map(input.rows.map((r) => [r.night, r.ref]))
  const reservations = new Map(input.reservations.map((r) => [r.id, r]))
  return eachDay(range.from, range.to).map((date) => {
    const ownTime = isOwnNight(contract, date)
    const release = input.releases.find((r) => r.from <= date && date < r.to)
    const day: CalendarDay = { date, mark: 'unavailable', ownTime, ...(release ? { releaseId: release.id } : {}) }
    const ref = refByNight.get(date)
    if (ref === undefined) return { ...day, mark: date >= today && agreementCovers(contract.agreement, date) ? 'sale' : 'unavailable' }
    const meaning = refMeaning(ref)
    if (meaning.kind === 'guest') return { ...day, mark: 'other' }
    if (meaning.kind === 'ownTime') return { ...day, mark: date >= today ? 'free' : 'unavailable' }
    const reservation = reservations.get(meaning.reservationId)
    // A row whose reservation is gone cannot happen (both go in one transaction); it still is not for sale.
    if (!reservation) return { ...day, mark: 'other' }
    return { ...day, mark: reservation.kind === 'usage' ? 'slot' : 'own', reservationId: reservation.id, mine: reservation.createdBy === viewerId }
  })
}
