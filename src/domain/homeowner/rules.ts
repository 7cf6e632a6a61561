/**
 * What an owner may ask for (docs/homeowner.md#rules). The database decides the races (a night can be
 * taken once); these rules refuse what the contract never allows, with a reason the page can show.
 */
import type { IsoDate } from '../catalogue'
import { agreementCoversAll, isNightRange, isOwnTime, type Contract, type NightRange } from './contract'
import type { ReservationKind } from './calendar'

export type RuleRefusal = 'dates' | 'past' | 'outsideOwnTime' | 'noAgreement' | 'capacity'

const rangeProblem = (r: NightRange, today: IsoDate): RuleRefusal | null => (!isNightRange(r) ? 'dates' : r.from < today ? 'past' : null)

/** A release must lie in own time, from today on, under a valid brokerage agreement. */
export function releaseRefusal(contract: Contract, r: NightRange, today: IsoDate): RuleRefusal | null {
  return rangeProblem(r, today) ?? (!isOwnTime(contract, r) ? 'outsideOwnTime' : !agreementCoversAll(contract.agreement, r) ? 'noAgreement' : null)
}

/** An own accommodation reservation: own time from today on, for at most the apartment's capacity. */
export function reservationRefusal(contract: Contract, r: NightRange & { guests: number }, capacity: number, today: IsoDate): RuleRefusal | null {
  return rangeProblem(r, today) ?? (!isOwnTime(contract, r) ? 'outsideOwnTime' : r.guests > capacity ? 'capacity' : null)
}

export type AfterDelete = 'sale' | 'own'

/**
 * Where a deleted reservation's nights go. An own reservation goes where the owner chooses; a usage
 * reservation frees the home for sales. Nights can go to sale only under the agreement: without one a
 * usage reservation's nights stay own time, and choosing sale for an own reservation is refused.
 */
export function afterDelete(kind: ReservationKind, choice: AfterDelete | undefined, contract: Contract, r: NightRange): AfterDelete | 'noAgreement' {
  const sellable = agreementCoversAll(contract.agreement, r)
  if (kind === 'usage') return sellable ? 'sale' : 'own'
  if ((choice ?? 'own') === 'own') return 'own'
  return sellable ? 'sale' : 'noAgreement'
}
