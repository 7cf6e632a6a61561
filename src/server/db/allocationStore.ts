/**
 * Reads and writes allocation rows (docs/shop.md#allocations). The unique `(resource, slot)` index decides every
 * race: a second writer of the same night, seat or court step fails and gets nothing.
 * Expired holds are ignored by reads and removed before a write reuses their slot.
 */
import { seatSlot } from '@/domain/availability/resources'
import type { Taken } from '@/domain/availability/types'
import { isUniqueViolation, type SqlPort, type SqlTx } from './sqlPort'
import { allocations, insertInto, placeholders, update } from './tables'

const live = '(expires_at IS NULL OR expires_at > ?)'

export type SlotQuery = { resources: string[]; from: string; to: string }

/** Taken slots of the resources with `from <= slot < to`, and live row counts of counted resources. */
export async function readTaken(db: SqlPort, query: { slots?: SlotQuery; counts?: string[] }, now: Date): Promise<Taken> {
  const at = now.toISOString()
  const slots = new Map<string, Set<string>>()
  const counts = new Map<string, number>()
  const s = query.slots
  if (s && s.resources.length > 0) {
    const rows = await db.query<{ resource: string; slot: string }>(
      `SELECT resource, slot FROM allocations WHERE resource IN (${placeholders(s.resources.length)}) AND slot >= ? AND slot < ? AND ${live}`,
      [...s.resources, s.from, s.to, at],
    )
    for (const row of rows) {
      const set = slots.get(row.resource) ?? new Set<string>()
      set.add(row.slot)
      slots.set(row.resource, set)
    }
  }
  const c = query.counts ?? []
  if (c.length > 0) {
    const rows = await db.query<{ resource: string; n: number | string }>(
      `SELECT resource, COUNT(*) AS n FROM allocations WHERE resource IN (${placeholders(c.length)}) AND ${live} GROUP BY resource`,
      [...c, at],
    )
    for (const row of rows) counts.set(row.resource, Number(row.n))
  }
  return { slots, counts }
}

export type Hold = { productCode: string; ref: string; expiresAt: Date | null; now: Date }
export type AllocationResult = { ok: true; slots: { resource: string; slot: string }[] } | { ok: false; reason: 'taken' | 'full' }

async function purgeExpired(tx: SqlTx, resource: string, now: Date) {
  await tx.query('DELETE FROM allocations WHERE resource = ? AND expires_at IS NOT NULL AND expires_at <= ?', [resource, now.toISOString()])
}

async function insert(tx: SqlTx, resource: string, slot: string, hold: Hold) {
  await tx.query(insertInto(allocations, ['resource', 'slot', 'product_code', 'ref', 'expires_at']), [
    resource,
    slot,
    hold.productCode,
    hold.ref,
    hold.expiresAt ? hold.expiresAt.toISOString() : null,
  ])
}

class Taken_ extends Error {}

/** Takes every given slot or none of them (nights of a unit, steps of a court). */
export async function allocateSlots(db: SqlPort, wanted: { resource: string; slot: string }[], hold: Hold): Promise<AllocationResult> {
  try {
    await db.transaction(async (tx) => {
      for (const resource of new Set(wanted.map((w) => w.resource))) await purgeExpired(tx, resource, hold.now)
      for (const w of wanted) {
        try {
          await insert(tx, w.resource, w.slot, hold)
        } catch (error) {
          if (isUniqueViolation(error)) throw new Taken_()
          throw error
        }
      }
    })
    return { ok: true, slots: wanted }
  } catch (error) {
    if (error instanceof Taken_) return { ok: false, reason: 'taken' }
    throw error
  }
}

/**
 * Takes `quantity` seats of a counted resource with `capacity` seats. Seat numbers never exceed the
 * capacity, so the unique index makes overselling impossible; a writer that loses a race retries.
 */
export async function allocateSeats(
  db: SqlPort,
  seats: { resource: string; capacity: number; quantity: number },
  hold: Hold,
  attempts = 5,
): Promise<AllocationResult> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const result = await db.transaction(async (tx): Promise<AllocationResult> => {
        await purgeExpired(tx, seats.resource, hold.now)
        const rows = await tx.query<{ slot: string }>('SELECT slot FROM allocations WHERE resource = ?', [seats.resource])
        const used = new Set(rows.map((r) => r.slot))
        const free: string[] = []
        for (let n = 1; n <= seats.capacity && free.length < seats.quantity; n++) if (!used.has(seatSlot(n))) free.push(seatSlot(n))
        if (free.length < seats.quantity) return { ok: false, reason: 'full' }
        for (const slot of free) await insert(tx, seats.resource, slot, hold)
        return { ok: true, slots: free.map((slot) => ({ resource: seats.resource, slot })) }
      })
      return result
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
  return { ok: false, reason: 'taken' }
}

/** Gives back everything held or sold under a reference, inside the caller's transaction. */
export async function releaseHeld(tx: SqlTx, ref: string): Promise<number> {
  const rows = await tx.query<{ id: number }>('DELETE FROM allocations WHERE ref = ? RETURNING id', [ref])
  return rows.length
}

/**
 * Turns the live holds of a reference into sales (no expiry), inside the caller's transaction.
 * `pastExpiry` also turns holds past their expiry that are still there (nobody took their slot, or
 * the row would be gone): a payment made in time whose news came late keeps its sale.
 */
export async function confirmHeld(tx: SqlTx, ref: string, now: Date, pastExpiry = false): Promise<number> {
  const rows = pastExpiry
    ? await tx.query<{ id: number }>(`${update(allocations, { expires_at: 'NULL' })} WHERE ref = ? RETURNING id`, [ref])
    : await tx.query<{ id: number }>(`${update(allocations, { expires_at: 'NULL' })} WHERE ref = ? AND ${live} RETURNING id`, [ref, now.toISOString()])
  return rows.length
}

/** Moves the live holds of a reference on to `until`, inside the caller's transaction (sales have no expiry and stay). */
export async function extendHeld(tx: SqlTx, ref: string, until: Date, now: Date) {
  await tx.query(`${update(allocations, ['expires_at'])} WHERE ref = ? AND expires_at > ?`, [until.toISOString(), ref, now.toISOString()])
}

/**
 * How many rows a reference holds, inside the caller's transaction: the live ones, or with
 * `pastExpiry` also those past their expiry that nobody has taken yet (a row another buyer took is
 * gone: the unique index lets only one exist). On PostgreSQL they are locked, so another process's
 * purge of expired holds cannot take them between this count and their sale; on SQLite the write
 * transaction already excludes every other writer.
 */
export async function countHeld(tx: SqlTx, dialect: SqlPort['dialect'], ref: string, now: Date, pastExpiry: boolean): Promise<number> {
  const lock = dialect === 'postgres' ? ' FOR UPDATE' : ''
  const rows = pastExpiry
    ? await tx.query('SELECT id FROM allocations WHERE ref = ?' + lock, [ref])
    : await tx.query(`SELECT id FROM allocations WHERE ref = ? AND ${live}` + lock, [ref, now.toISOString()])
  return rows.length
}

/** Gives back everything held or sold under a reference. */
export const releaseAllocations = (db: SqlPort, ref: string) => db.transaction((tx) => releaseHeld(tx, ref))

/** Turns a hold into a sale (no expiry). */
export const confirmAllocations = (db: SqlPort, ref: string, now: Date) => db.transaction((tx) => confirmHeld(tx, ref, now))

/**
 * Owner nights (docs/homeowner.md#nights-in-the-allocation-table), inside the caller's transaction.
 * Each answers how many of `slots` it changed, so the caller can refuse (and roll back) a partial change.
 */
export async function retagSlots(tx: SqlTx, resource: string, slots: string[], fromRef: string, toRef: string): Promise<number> {
  if (slots.length === 0) return 0
  const rows = await tx.query<{ id: number }>(
    `${update(allocations, ['ref'])} WHERE resource = ? AND ref = ? AND slot IN (${placeholders(slots.length)}) RETURNING id`,
    [toRef, resource, fromRef, ...slots],
  )
  return rows.length
}

export async function deleteSlots(tx: SqlTx, resource: string, slots: string[], ref: string): Promise<number> {
  if (slots.length === 0) return 0
  const rows = await tx.query<{ id: number }>(
    `DELETE FROM allocations WHERE resource = ? AND ref = ? AND slot IN (${placeholders(slots.length)}) RETURNING id`,
    [resource, ref, ...slots],
  )
  return rows.length
}

/**
 * Takes `slots` for good (no expiry) under `ref`. A slot already taken throws the unique violation,
 * unless `skipTaken`: then it stays with whoever has it. Expired holds are purged first.
 */
export async function takeSlots(tx: SqlTx, resource: string, slots: string[], owner: { ref: string; productCode: string; now: Date }, skipTaken = false) {
  await purgeExpired(tx, resource, owner.now)
  const hold: Hold = { productCode: owner.productCode, ref: owner.ref, expiresAt: null, now: owner.now }
  for (const slot of slots) {
    if (!skipTaken) await insert(tx, resource, slot, hold)
    else
      await tx.query(`${insertInto(allocations, ['resource', 'slot', 'product_code', 'ref', 'expires_at'])} ON CONFLICT DO NOTHING`, [
        resource,
        slot,
        owner.productCode,
        owner.ref,
        null,
      ])
  }
}

/** The slots held under `ref` (every resource). */
export async function slotsOfRef(tx: SqlTx, ref: string): Promise<{ resource: string; slot: string }[]> {
  return tx.query<{ resource: string; slot: string }>('SELECT resource, slot FROM allocations WHERE ref = ? ORDER BY slot', [ref])
}

/** Every live row of a resource with `from <= slot < to`, with its reference. */
export async function rowsOf(db: SqlTx, resource: string, from: string, to: string, now: Date): Promise<{ slot: string; ref: string }[]> {
  return db.query<{ slot: string; ref: string }>(`SELECT slot, ref FROM allocations WHERE resource = ? AND slot >= ? AND slot < ? AND ${live} ORDER BY slot`, [
    resource,
    from,
    to,
    now.toISOString(),
  ])
}

/** Gives back the named rows of a hold or sale (one cancelled line's), inside the caller's transaction. */
export async function releaseRows(tx: SqlTx, ref: string, rows: { resource: string; slot: string }[]): Promise<number> {
  let released = 0
  for (const row of rows) {
    const deleted = await tx.query('DELETE FROM allocations WHERE ref = ? AND resource = ? AND slot = ? RETURNING id', [ref, row.resource, row.slot])
    released += deleted.length
  }
  return released
}
