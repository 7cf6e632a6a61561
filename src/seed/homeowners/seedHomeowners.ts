/**
 * The demo's homeowners (docs/homeowner.md#demo-sign-ins), seeded after the rest of the demo is
 * committed: their nights are written through our own SQL connection, which sees only committed rows
 * (and on SQLite would wait for Payload's open transaction). Accounts, apartments, own time, guests'
 * orders, then the owners' reservations and releases as the homeowner service writes them.
 */
import type { Payload } from 'payload'
import { resourceKey } from '@/domain/availability/resources'
import { nightsOf } from '@/domain/homeowner/contract'
import { ownerRef } from '@/domain/homeowner/refs'
import { helsinkiDay } from '@/domain/helsinki'
import { hashPassword } from '@/server/accounts/passwords'
import { deleteSlots, retagSlots } from '@/server/db/allocationStore'
import { insertRelease, insertReservation } from '@/server/db/homeownerStore'
import { createSqlPort, type SqlPort } from '@/server/db/sqlPort'
import { env } from '@/server/env'
import { syncOwnTime } from '@/server/homeowner/ownTime'
import { allowServerModules } from '../serverModules'
import { seedGuestOrder } from './guestOrders'
import { demoApartments, demoPeople, homeownerDemoPassword, type DemoApartment } from './plan'

async function seedAccounts(db: SqlPort, now: Date): Promise<Map<string, number>> {
  const { insertCustomer, markVerified, updateProfile } = await import('@/server/db/customerStore')
  const passwordHash = await hashPassword(homeownerDemoPassword)
  const ids = new Map<string, number>()
  await db.transaction(async (tx) => {
    for (const person of demoPeople) {
      const id = await insertCustomer(tx, { email: person.email, phone: person.phone, passwordHash, marketingStatus: false, loyaltyMember: false }, now)
      await markVerified(tx, id, now)
      await updateProfile(tx, id, person, now)
      ids.set(person.key, id)
    }
  })
  return ids
}

async function unitId(payload: Payload, code: string): Promise<number> {
  const found = await payload.find({ collection: 'units', where: { code: { equals: code } }, depth: 0, limit: 1 })
  const unit = found.docs[0]
  if (!unit) throw new Error(`seed: no unit ${code}`)
  return unit.id
}

async function seedApartment(payload: Payload, plan: DemoApartment, people: Map<string, number>): Promise<{ id: number; unitId: number }> {
  const unit = await unitId(payload, plan.unitCode)
  // The seed writes the own time itself (below): the save hook's own write would run after the seed is done.
  const doc = await payload.create({
    collection: 'apartments',
    context: { skipOwnTimeSync: true },
    data: {
      name: plan.name,
      unit,
      owner: people.get(plan.owner)!,
      ownPeriods: plan.ownPeriods,
      agreement: plan.agreement !== null,
      agreementFrom: plan.agreement?.from ?? null,
      agreementTo: plan.agreement?.to ?? null,
      revenueSharePercent: plan.revenueSharePercent,
    },
  })
  for (const coUser of plan.coUsers) {
    await payload.create({ collection: 'homeowner-co-users', data: { apartment: doc.id, email: emailOf(coUser.person), rights: coUser.rights } })
  }
  return { id: doc.id, unitId: unit }
}

const emailOf = (key: string) => demoPeople.find((p) => p.key === key)!.email

/** Releases and reservations in one transaction, as the service does: own-time rows deleted (release) or retagged (reservation). */
async function seedOwnerNights(db: SqlPort, apartmentId: number, plan: DemoApartment, people: Map<string, number>, now: Date) {
  const resource = resourceKey.unit(plan.unitCode)
  const own = ownerRef.ownTime(apartmentId)
  await db.transaction(async (tx) => {
    for (const release of plan.releases) {
      await insertRelease(tx, { apartmentId, ...release, createdBy: people.get(plan.owner)! }, now)
      const nights = nightsOf(release)
      if ((await deleteSlots(tx, resource, nights, own)) !== nights.length) throw new Error(`seed: ${plan.name} release ${release.from} is not free own time`)
    }
    for (const r of plan.reservations) {
      const person = demoPeople.find((p) => p.key === r.by)!
      const id = await insertReservation(
        tx,
        {
          apartmentId,
          kind: r.kind,
          from: r.from,
          to: r.to,
          slotId: r.kind === 'usage' ? r.from : null,
          createdBy: people.get(r.by)!,
          guests: r.guests,
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          phone: person.phone,
          additionalInfo: r.additionalInfo,
          sendCopy: false,
        },
        now,
      )
      const nights = nightsOf(r)
      if ((await retagSlots(tx, resource, nights, own, ownerRef.reservation(id))) !== nights.length) {
        throw new Error(`seed: ${plan.name} reservation ${r.from} is not free own time`)
      }
    }
  })
}

export async function seedHomeowners(payload: Payload, now = new Date()): Promise<void> {
  allowServerModules()
  const [orders, payments, terminal] = await Promise.all([
    import('@/server/db/orderStore'),
    import('@/server/db/paymentStore'),
    import('@/server/db/testTerminalStore'),
  ])
  const db = createSqlPort(env().DATABASE_URL)
  const plans = demoApartments(helsinkiDay(now))
  try {
    const people = await seedAccounts(db, now)
    for (const plan of plans) {
      const apartment = await seedApartment(payload, plan, people)
      await syncOwnTime(db, { id: apartment.id, unitId: apartment.unitId, ownPeriods: plan.ownPeriods }, now)
      await seedOwnerNights(db, apartment.id, plan, people, now)
      for (const stay of plan.stays) await seedGuestOrder(db, { orders, payments, terminal }, plan.unitCode, stay, now)
    }
  } finally {
    await db.close()
  }
}
