/**
 * Apartments, their contracts and the owners' reservations and releases (docs/homeowner.md), in the
 * tables of the Homeowners collections. Their nights live in the allocation table (allocationStore).
 */
import type { CoUserRights, Rights } from '@/domain/homeowner/access'
import type { Reservation, ReservationKind, Release } from '@/domain/homeowner/calendar'
import type { Contract } from '@/domain/homeowner/contract'
import { bool, iso, num, optStr, str } from './rows'
import type { SqlTx } from './sqlPort'
import { arrayRow, customers, homeownerCoUsers, homeownerReleases, homeownerReservations, insertInto, placeholders, selectFrom, update } from './tables'

export type ApartmentRecord = {
  id: number
  unitId: number
  name: string
  ownerId: number
  unitCode: string
  productCode: string
  capacity: number
  contract: Contract
}

/** The apartments an account may use: those it owns, and those it was invited to by its (verified) e-mail. */
export async function rightsOf(tx: SqlTx, customer: { id: number; email: string }): Promise<{ apartmentId: number; rights: Rights }[]> {
  const owned = await tx.query('SELECT id FROM apartments WHERE owner_id = ? ORDER BY id', [customer.id])
  const invited = await tx.query('SELECT apartment_id, rights FROM homeowner_co_users WHERE LOWER(email) = ? ORDER BY apartment_id', [
    customer.email.toLowerCase(),
  ])
  return [
    ...owned.map((r) => ({ apartmentId: num(r.id), rights: 'owner' as const })),
    ...invited.map((r) => ({ apartmentId: num(r.apartment_id), rights: str(r.rights) as CoUserRights })),
  ]
}

export async function loadApartments(tx: SqlTx, ids: number[]): Promise<ApartmentRecord[]> {
  if (ids.length === 0) return []
  const rows = await tx.query(
    `SELECT a.id, a.unit_id, a.name, a.owner_id, a.agreement, a.agreement_from, a.agreement_to, a.revenue_share_percent, u.code AS unit_code, u.capacity, p.code AS product_code
       FROM apartments a JOIN units u ON u.id = a.unit_id JOIN products p ON p.id = u.product_id
      WHERE a.id IN (${placeholders(ids.length)}) ORDER BY a.id`,
    ids,
  )
  const periods = await tx.query(
    `SELECT "${arrayRow.parent}" AS apartment_id, "from", "to", slot_days FROM apartments_own_periods WHERE "${arrayRow.parent}" IN (${placeholders(ids.length)}) ORDER BY "${arrayRow.order}"`,
    ids,
  )
  return rows.map((r) => ({
    id: num(r.id),
    unitId: num(r.unit_id),
    name: str(r.name),
    ownerId: num(r.owner_id),
    unitCode: str(r.unit_code),
    productCode: str(r.product_code),
    capacity: num(r.capacity),
    contract: {
      ownPeriods: periods.filter((p) => num(p.apartment_id) === num(r.id)).map((p) => ({ from: str(p.from), to: str(p.to), slotDays: num(p.slot_days) })),
      agreement: bool(r.agreement) && optStr(r.agreement_from) ? { from: str(r.agreement_from), to: optStr(r.agreement_to) } : null,
      revenueSharePercent: num(r.revenue_share_percent),
    },
  }))
}

export async function allApartmentIds(tx: SqlTx): Promise<number[]> {
  return (await tx.query('SELECT id FROM apartments ORDER BY id')).map((r) => num(r.id))
}

export async function loadApartment(tx: SqlTx, id: number): Promise<ApartmentRecord | null> {
  return (await loadApartments(tx, [id]))[0] ?? null
}

/** Every apartment's unit and agreement, for the shop: an owned unit is sold only under its agreement. */
export async function ownedUnits(tx: SqlTx): Promise<{ unitId: number; agreement: Contract['agreement'] }[]> {
  const rows = await tx.query('SELECT unit_id, agreement, agreement_from, agreement_to FROM apartments')
  return rows.map((r) => ({
    unitId: num(r.unit_id),
    agreement: bool(r.agreement) && optStr(r.agreement_from) ? { from: str(r.agreement_from), to: optStr(r.agreement_to) } : null,
  }))
}

const reservationOf = (
  r: Record<string, unknown>,
): Reservation & { guests: number | null; firstName: string; lastName: string; email: string; sendCopy: boolean } => ({
  id: num(r.id),
  kind: str(r.kind) as ReservationKind,
  from: str(r.from),
  to: str(r.to),
  slotId: optStr(r.slot_id),
  createdBy: num(r.created_by_id),
  guests: r.guests == null ? null : num(r.guests),
  firstName: str(r.first_name),
  lastName: str(r.last_name),
  email: str(r.email),
  sendCopy: bool(r.send_copy),
})

const reservationColumns = ['id', 'kind', 'from', 'to', 'slot_id', 'created_by_id', 'guests', 'first_name', 'last_name', 'email', 'send_copy'] as const

/** Reservations of an apartment that end after `from` and start before `to`. */
export async function reservationsOf(tx: SqlTx, apartmentId: number, range: { from: string; to: string }) {
  const rows = await tx.query(`${selectFrom(homeownerReservations, reservationColumns)} WHERE apartment_id = ? AND "to" > ? AND "from" < ? ORDER BY "from"`, [
    apartmentId,
    range.from,
    range.to,
  ])
  return rows.map(reservationOf)
}

export async function findReservation(tx: SqlTx, apartmentId: number, id: number) {
  const [row] = await tx.query(`${selectFrom(homeownerReservations, reservationColumns)} WHERE apartment_id = ? AND id = ?`, [apartmentId, id])
  return row ? reservationOf(row) : null
}

export type NewReservation = {
  apartmentId: number
  kind: ReservationKind
  from: string
  to: string
  slotId: string | null
  createdBy: number
  guests: number | null
  firstName: string
  lastName: string
  email: string
  phone: string
  additionalInfo: string
  sendCopy: boolean
}

export async function insertReservation(tx: SqlTx, r: NewReservation, now: Date): Promise<number> {
  const at = now.toISOString()
  const [row] = await tx.query<{ id: number }>(
    `${insertInto(homeownerReservations, [
      'apartment_id',
      'kind',
      'from',
      'to',
      'slot_id',
      'created_by_id',
      'guests',
      'first_name',
      'last_name',
      'email',
      'phone',
      'additional_info',
      'send_copy',
      'updated_at',
      'created_at',
    ])} RETURNING id`,
    [
      r.apartmentId,
      r.kind,
      r.from,
      r.to,
      r.slotId,
      r.createdBy,
      r.guests,
      r.firstName,
      r.lastName,
      r.email,
      r.phone,
      r.additionalInfo,
      r.sendCopy ? 1 : 0,
      at,
      at,
    ],
  )
  return num(row!.id)
}

export async function deleteReservation(tx: SqlTx, id: number) {
  await tx.query('DELETE FROM homeowner_reservations WHERE id = ?', [id])
}

export async function releasesOf(tx: SqlTx, apartmentId: number, range: { from: string; to: string }): Promise<Release[]> {
  const rows = await tx.query(`${selectFrom(homeownerReleases, ['id', 'from', 'to'])} WHERE apartment_id = ? AND "to" > ? AND "from" < ? ORDER BY "from"`, [
    apartmentId,
    range.from,
    range.to,
  ])
  return rows.map((r) => ({ id: num(r.id), from: str(r.from), to: str(r.to) }))
}

export async function findRelease(tx: SqlTx, apartmentId: number, id: number): Promise<Release | null> {
  const [r] = await tx.query(`${selectFrom(homeownerReleases, ['id', 'from', 'to'])} WHERE apartment_id = ? AND id = ?`, [apartmentId, id])
  return r ? { id: num(r.id), from: str(r.from), to: str(r.to) } : null
}

export async function insertRelease(tx: SqlTx, r: { apartmentId: number; from: string; to: string; createdBy: number }, now: Date): Promise<number> {
  const at = now.toISOString()
  const [row] = await tx.query<{ id: number }>(
    `${insertInto(homeownerReleases, ['apartment_id', 'from', 'to', 'created_by_id', 'updated_at', 'created_at'])} RETURNING id`,
    [r.apartmentId, r.from, r.to, r.createdBy, at, at],
  )
  return num(row!.id)
}

export async function deleteRelease(tx: SqlTx, id: number) {
  await tx.query('DELETE FROM homeowner_releases WHERE id = ?', [id])
}

export async function coUsersOf(tx: SqlTx, apartmentId: number): Promise<{ id: number; email: string; rights: CoUserRights }[]> {
  const rows = await tx.query(`${selectFrom(homeownerCoUsers, ['id', 'email', 'rights'])} WHERE apartment_id = ? ORDER BY email`, [apartmentId])
  return rows.map((r) => ({ id: num(r.id), email: str(r.email), rights: str(r.rights) as CoUserRights }))
}

/** Adds or changes a co-user's rights (one row per apartment and e-mail). */
export async function upsertCoUser(tx: SqlTx, c: { apartmentId: number; email: string; rights: CoUserRights }, now: Date) {
  const at = now.toISOString()
  await tx.query(
    `${insertInto(homeownerCoUsers, ['apartment_id', 'email', 'rights', 'updated_at', 'created_at'])} ON CONFLICT (apartment_id, email) DO UPDATE SET rights = excluded.rights, updated_at = excluded.updated_at`,
    [c.apartmentId, c.email, c.rights, at, at],
  )
}

export async function deleteCoUser(tx: SqlTx, apartmentId: number, id: number): Promise<boolean> {
  const rows = await tx.query('DELETE FROM homeowner_co_users WHERE apartment_id = ? AND id = ? RETURNING id', [apartmentId, id])
  return rows.length > 0
}

export async function feedVersion(tx: SqlTx, customerId: number): Promise<number> {
  const [row] = await tx.query('SELECT homeowner_feed_version FROM customers WHERE id = ?', [customerId])
  return row?.homeowner_feed_version == null ? 1 : num(row.homeowner_feed_version)
}

export async function renewFeedVersion(tx: SqlTx, customerId: number) {
  await tx.query(`${update(customers, { homeowner_feed_version: 'COALESCE(homeowner_feed_version, 1) + 1' })} WHERE id = ?`, [customerId])
}

/**
 * The nights guests bought in a unit in a year (paid or confirmed orders), each with every order line
 * that could have booked it (same product, covering the night): an order with two rooms of one type
 * for the same dates names both lines for each room's nights, and the caller takes one share per night.
 */
export async function soldLines(tx: SqlTx, resource: string, productCode: string, year: number) {
  const rows = await tx.query(
    `SELECT a.id AS allocation_id, a.slot, l."from", l."to", l.total, l.quantity, l.tax_basis_points
       FROM allocations a
       JOIN orders o ON o.hold_ref = a.ref AND o.status IN ('paid', 'confirmed')
       JOIN order_lines l ON l."${arrayRow.parent}" = o.id AND l.product_code = ? AND l."from" <= a.slot AND a.slot < l."to"
      WHERE a.resource = ? AND a.expires_at IS NULL AND a.slot >= ? AND a.slot < ?
      ORDER BY a.slot`,
    [productCode, resource, `${year}-01-01`, `${year + 1}-01-01`],
  )
  return rows.map((r) => ({
    allocationId: num(r.allocation_id),
    night: str(r.slot),
    from: str(r.from),
    to: str(r.to),
    total: num(r.total),
    quantity: num(r.quantity),
    taxBasisPoints: num(r.tax_basis_points),
  }))
}

/** A unit's code and its product's code, by the unit's id. */
export async function unitOf(tx: SqlTx, unitId: number): Promise<{ code: string; productCode: string; capacity: number } | null> {
  const [r] = await tx.query('SELECT u.code, u.capacity, p.code AS product_code FROM units u JOIN products p ON p.id = u.product_id WHERE u.id = ?', [unitId])
  return r ? { code: str(r.code), productCode: str(r.product_code), capacity: num(r.capacity) } : null
}

/** Nights from `today` on held for reservations that no longer exist (their apartment was deleted): they go back to sale. */
export async function dropOrphanReservationNights(tx: SqlTx, today: string) {
  await tx.query(
    `DELETE FROM allocations WHERE ref LIKE 'owner:res:%' AND slot >= ?
       AND NOT EXISTS (SELECT 1 FROM homeowner_reservations r WHERE allocations.ref = 'owner:res:' || r.id)`,
    [today],
  )
}

/** When the apartment was last saved, as committed; null when there is no such apartment. */
export async function apartmentUpdatedAt(tx: SqlTx, id: number): Promise<string | null> {
  const [r] = await tx.query('SELECT updated_at FROM apartments WHERE id = ?', [id])
  return r ? iso(r.updated_at) : null
}
