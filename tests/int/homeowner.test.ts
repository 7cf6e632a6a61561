import { afterAll, describe, expect, it } from 'vitest'
import { addDays, daysBetween } from '@/domain/helsinki'
import { createSqlPort } from '@/server/db/sqlPort'
import en from '@/i18n/messages/homeowner/en.json'
import fi from '@/i18n/messages/homeowner/fi.json'
import sv from '@/i18n/messages/homeowner/sv.json'
import { latestMailTo } from '../outbox'
import { stay, submit, terminal, type Submitted } from './checkoutFlow'
import { baseUrl, databaseUrl, postJson, staffApi } from './helpers'
import { apartment, calendar, call, customer, day, marksOf, waitFor, type Customer } from './homeownerFlow'

const db = createSqlPort(databaseUrl)
afterAll(() => db.close())

const messages = { fi, en, sv }
const locales = { fi: 'fi-FI', en: 'en-US', sv: 'sv-SE' } as const

const reservation = (arrival: string, departure: string, extra: Record<string, unknown> = {}) => ({
  arrival,
  departure,
  guests: 2,
  sendCopy: false,
  firstName: 'Aino',
  lastName: 'Omistaja',
  email: 'aino.omistaja@example.com',
  phone: '+358401234567',
  additionalInfo: '',
  ...extra,
})

async function stayAvailable(productCode: string, from: string, to: string, base = baseUrl): Promise<boolean> {
  const { status, body } = await postJson(
    '/proxy/vm-view/v2/product/availability',
    { productCode, filter: { dates: { from, to }, persons: { numberOfAdults: 2 } } },
    { 'x-locale': 'fi-FI' },
    base,
  )
  expect(status, JSON.stringify(body)).toBe(200)
  return (body as { items: { ratePlan: string; available: boolean }[] }).items.find((i) => i.ratePlan === 'freeCancellation')!.available
}

/** Every own period starts on `start`, two weeks cut into week slots, under an agreement from a month ago. */
const ownTwoWeeks = (start: string) => [{ from: start, to: addDays(start, 14), slotDays: 7 }]
const created = <T>(r: { status: number; body: unknown }) => {
  expect(r.status, JSON.stringify(r.body)).toBe(201)
  return r.body as T
}
type Errors = { status: number; message: string; errors?: { field: string; message: string }[] }

describe('homeowner apartments', () => {
  it('lists the owner’s apartments with the contract, the slots and a feed link, and marks the account a homeowner', async () => {
    const owner = await customer()
    const start = day(100)
    const a = await apartment({ owner, ownPeriods: ownTwoWeeks(start), revenueSharePercent: 35 })
    const { status, body } = await call(owner, 'GET', '')
    expect(status).toBe(200)
    expect(body).toMatchObject({ roles: ['owner'], tooManyRoles: false })
    const [view] = (body as { apartments: Record<string, unknown>[] }).apartments
    expect(view).toMatchObject({ id: a.id, productCode: a.productCode, unitCode: a.unitCode, rights: 'owner', revenueSharePercent: 35, coUsers: [] })
    const period = (view!.ownPeriods as { from: string; to: string; slots: { id: string; from: string; to: string }[] }[])[0]!
    expect(period.slots.map((s) => [s.from, s.to])).toEqual([
      [start, addDays(start, 7)],
      [addDays(start, 7), addDays(start, 14)],
    ])
    expect(String(view!.feedUrl)).toContain(`/proxy/vm-homeowner/v1/apartments/${a.id}/calendar.ics?token=`)

    const signedIn = await postJson('/proxy/api/v2/login', { email: owner.email, password: 'Kuusi.rinne7' })
    expect(signedIn.body).toMatchObject({ isHomeOwner: true })
  })

  it('answers a customer without apartments with an empty list, and anyone signed out with 401 on every call', async () => {
    const stranger = await customer('guest')
    expect((await call(stranger, 'GET', '')).body).toEqual({ apartments: [], roles: [], tooManyRoles: false })
    const owner = await customer()
    const a = await apartment({ owner, ownPeriods: ownTwoWeeks(day(100)) })
    for (const [method, path, body] of endpoints(a.id, day(100))) {
      const answer = await call(null, method, path, body)
      expect(answer.status, `${method} ${path}`).toBe(401)
      expect(answer.body, `${method} ${path}`).toMatchObject({ status: 401, message: fi.errors.signIn })
    }
  })
})

/** Every call of one apartment, with a valid body. */
const endpoints = (id: number, start: string): [string, string, unknown?][] => [
  ['GET', `/${id}/calendar?from=${start}&to=${addDays(start, 7)}`],
  ['POST', `/${id}/reservations`, reservation(start, addDays(start, 2))],
  ['POST', `/${id}/slots/${start}/booking`],
  ['DELETE', `/${id}/reservations/1`, { afterDelete: 'own' }],
  ['POST', `/${id}/releases`, { from: start, to: addDays(start, 2) }],
  ['DELETE', `/${id}/releases/1`],
  ['POST', `/${id}/co-users`, { email: 'someone@example.com', rights: 'view' }],
  ['DELETE', `/${id}/co-users/1`],
  ['POST', `/${id}/feed-token`],
  ['GET', `/${id}/statement?year=${start.slice(0, 4)}`],
  ['GET', `/${id}/statement.csv?year=${start.slice(0, 4)}`],
]

describe('authorization', () => {
  it('answers another owner’s apartment with 404 on every call, as if it did not exist, and changes nothing', async () => {
    const [ownerA, ownerB] = [await customer(), await customer()]
    const start = day(110)
    await apartment({ owner: ownerA, ownPeriods: ownTwoWeeks(start) })
    const b = await apartment({ owner: ownerB, ownPeriods: ownTwoWeeks(start) })
    const before = await calendar(ownerB, b.id, start, addDays(start, 14))
    for (const [method, path, body] of endpoints(b.id, start)) {
      const answer = await call(ownerA, method, path, body)
      expect(answer.status, `${method} ${path}`).toBe(404)
      expect(typeof answer.body, `${method} ${path}`).toBe('object')
    }
    expect(await calendar(ownerB, b.id, start, addDays(start, 14))).toEqual(before)
    // Nor does a feed token of A's open B's apartment.
    const feedA = await feedPath(ownerA)
    expect((await fetch(`${baseUrl}${feedA.replace(/apartments\/\d+\//, `apartments/${b.id}/`)}`)).status).toBe(404)
  })

  it('does not reach another apartment’s reservation or release through one’s own', async () => {
    const [ownerA, ownerB] = [await customer(), await customer()]
    const start = day(115)
    const a = await apartment({ owner: ownerA, ownPeriods: ownTwoWeeks(start) })
    const b = await apartment({ owner: ownerB, ownPeriods: ownTwoWeeks(start) })
    const r = created<{ id: number }>(await call(ownerB, 'POST', `/${b.id}/reservations`, reservation(start, addDays(start, 2))))
    const rel = created<{ id: number }>(await call(ownerB, 'POST', `/${b.id}/releases`, { from: addDays(start, 7), to: addDays(start, 9) }))
    expect((await call(ownerA, 'DELETE', `/${a.id}/reservations/${r.id}`, { afterDelete: 'sale' })).status).toBe(404)
    expect((await call(ownerA, 'DELETE', `/${a.id}/releases/${rel.id}`)).status).toBe(404)
    expect((await marksOf(ownerB, b.id, start, addDays(start, 2))).every((m) => m === 'own')).toBe(true)
    expect((await marksOf(ownerB, b.id, addDays(start, 7), addDays(start, 9))).every((m) => m === 'sale')).toBe(true)
  })

  it('lets a co-user with view rights see the calendar but not reserve, release or read the statement; booking rights reserve', async () => {
    const owner = await customer()
    const [viewer, booker] = [await customer('family'), await customer('caretaker')]
    const start = day(120)
    const a = await apartment({ owner, ownPeriods: ownTwoWeeks(start) })
    expect(created<{ rights: string }>(await call(owner, 'POST', `/${a.id}/co-users`, { email: viewer.email.toUpperCase(), rights: 'view' })).rights).toBe(
      'view',
    )
    const invited = created<{ id: number }>(await call(owner, 'POST', `/${a.id}/co-users`, { email: booker.email, rights: 'book' }))
    expect(latestMailTo(booker.email)).toContain(`Rinnekoto ${a.unitCode}`)

    const seen = (await call(viewer, 'GET', '')).body as { apartments: Record<string, unknown>[]; roles: string[] }
    expect(seen.roles).toEqual(['coUser'])
    expect(seen.apartments[0]).toMatchObject({ id: a.id, rights: 'view' })
    // The owner's business stays the owner's.
    expect(seen.apartments[0]).not.toHaveProperty('revenueSharePercent')
    expect(seen.apartments[0]).not.toHaveProperty('coUsers')
    expect((await calendar(viewer, a.id, start, addDays(start, 7))).days).toHaveLength(7)

    const refused = await call(viewer, 'POST', `/${a.id}/reservations`, reservation(start, addDays(start, 2)), { 'x-locale': 'en-US' })
    expect(refused.status).toBe(403)
    expect((refused.body as Errors).message).toBe(en.errors.forbidden)
    expect((await call(viewer, 'POST', `/${a.id}/slots/${start}/booking`)).status).toBe(403)
    expect((await call(viewer, 'POST', `/${a.id}/releases`, { from: start, to: addDays(start, 2) })).status).toBe(403)
    expect((await call(viewer, 'GET', `/${a.id}/statement?year=${start.slice(0, 4)}`)).status).toBe(403)
    expect((await call(viewer, 'POST', `/${a.id}/co-users`, { email: 'x@example.com', rights: 'book' })).status).toBe(403)

    const booked = created<{ id: number; mine: boolean }>(await call(booker, 'POST', `/${a.id}/reservations`, reservation(start, addDays(start, 2))))
    expect(booked.mine).toBe(true)
    expect(created<{ kind: string }>(await call(booker, 'POST', `/${a.id}/slots/${addDays(start, 7)}/booking`)).kind).toBe('usage')
    expect((await call(booker, 'POST', `/${a.id}/releases`, { from: addDays(start, 2), to: addDays(start, 4) })).status).toBe(403)
    const ownerView = await calendar(owner, a.id, start, addDays(start, 1))
    expect(ownerView.days[0]).toMatchObject({ mark: 'own', reservationId: booked.id, mine: false })
    // Giving own time to sale is the owner's decision: a co-user's own reservation goes back to own time only.
    expect((await call(booker, 'DELETE', `/${a.id}/reservations/${booked.id}`, { afterDelete: 'sale' })).status).toBe(403)
    expect((await call(booker, 'DELETE', `/${a.id}/reservations/${booked.id}`, { afterDelete: 'own' })).body).toEqual({ afterDelete: 'own' })

    // Removed, the co-user loses the apartment at once.
    expect((await call(owner, 'DELETE', `/${a.id}/co-users/${invited.id}`)).status).toBe(200)
    expect((await call(booker, 'GET', `/${a.id}/calendar?from=${start}&to=${addDays(start, 1)}`)).status).toBe(404)
    expect((await call(owner, 'POST', `/${a.id}/co-users`, { email: owner.email, rights: 'book' })).status).toBe(400)
  })

  it('shows an account that owns one apartment and is a co-user of another “Too many user roles” instead of apartments', async () => {
    const [ownerA, ownerB] = [await customer(), await customer()]
    const start = day(125)
    const a = await apartment({ owner: ownerA, ownPeriods: ownTwoWeeks(start) })
    const b = await apartment({ owner: ownerB, ownPeriods: ownTwoWeeks(start) })
    created(await call(ownerB, 'POST', `/${b.id}/co-users`, { email: ownerA.email, rights: 'view' }))
    expect((await call(ownerA, 'GET', '')).body).toEqual({ apartments: [], roles: ['owner', 'coUser'], tooManyRoles: true })
    for (const lang of ['fi', 'en', 'sv'] as const) {
      const refused = await call(ownerA, 'GET', `/${a.id}/calendar?from=${start}&to=${addDays(start, 1)}`, undefined, { 'x-locale': locales[lang] })
      expect(refused.status).toBe(403)
      expect((refused.body as Errors).message).toBe(messages[lang].errors.tooManyRoles)
    }
  })
})

describe('own reservations and slots', () => {
  it('reserves free own time, mails the copy and staff, and refuses a taken night with 409 in the visitor’s language', async () => {
    const owner = await customer()
    const start = day(130)
    const a = await apartment({ owner, ownPeriods: ownTwoWeeks(start) })
    const r = created<{ id: number; kind: string; from: string; to: string; mine: boolean }>(
      await call(owner, 'POST', `/${a.id}/reservations`, reservation(start, addDays(start, 3), { sendCopy: true, additionalInfo: 'Late arrival' }), {
        'x-locale': 'en-US',
      }),
    )
    expect(r).toMatchObject({ kind: 'own', from: start, to: addDays(start, 3), mine: true })
    expect(latestMailTo(owner.email)).toContain(`Rinnekoto ${a.unitCode}`)
    expect(latestMailTo(owner.email)).toContain('Late arrival')
    expect(latestMailTo('admin@kuusirinne.example')).toContain(`Rinnekoto ${a.unitCode}`)

    const cal = await calendar(owner, a.id, start, addDays(start, 4))
    expect(cal.days.map((d) => d.mark)).toEqual(['own', 'own', 'own', 'free'])
    expect(cal.days[0]).toMatchObject({ reservationId: r.id, mine: true, ownTime: true })
    expect(cal.reservations).toEqual([expect.objectContaining({ id: r.id, kind: 'own', from: start, to: addDays(start, 3), mine: true })])

    for (const lang of ['fi', 'en', 'sv'] as const) {
      const again = await call(owner, 'POST', `/${a.id}/reservations`, reservation(addDays(start, 2), addDays(start, 5)), { 'x-locale': locales[lang] })
      expect(again.status).toBe(409)
      expect(again.body).toMatchObject({ status: 409, message: messages[lang].errors.reservationFailed })
    }
    // All or nothing: the free night of the refused range is still free.
    expect((await marksOf(owner, a.id, addDays(start, 3), addDays(start, 5))).every((m) => m === 'free')).toBe(true)
  })

  it('answers bad input with 400, the field errors and a JSON body', async () => {
    const owner = await customer()
    const start = day(135)
    const a = await apartment({ owner, ownPeriods: ownTwoWeeks(start), capacity: 4 })
    const fieldsOf = (r: { body: unknown }) => ((r.body as Errors).errors ?? []).map((e) => e.field)

    const empty = await call(owner, 'POST', `/${a.id}/reservations`, {})
    expect(empty.status).toBe(400)
    expect(fieldsOf(empty)).toEqual(expect.arrayContaining(['arrival', 'departure', 'guests', 'firstName', 'lastName', 'email', 'phone']))
    const bad = await call(owner, 'POST', `/${a.id}/reservations`, reservation(start, addDays(start, 2), { email: 'nope', phone: '12', guests: 0 }))
    expect(bad.status).toBe(400)
    expect(fieldsOf(bad).sort()).toEqual(['email', 'guests', 'phone'])
    for (const raw of ['not json', '[]', 'null', '42']) {
      const answer = await call(owner, 'POST', `/${a.id}/reservations`, raw)
      expect(answer.status, raw).toBe(400)
      expect(typeof answer.body, raw).toBe('object')
    }

    const tooMany = await call(owner, 'POST', `/${a.id}/reservations`, reservation(start, addDays(start, 2), { guests: 5 }), { 'x-locale': 'en-US' })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body).toMatchObject({ errors: [{ field: 'guests' }] })
    expect((tooMany.body as Errors).message).toBe(en.errors.capacity.replace('{capacity}', '4'))
    const backwards = await call(owner, 'POST', `/${a.id}/reservations`, reservation(addDays(start, 2), start))
    expect(backwards.status).toBe(400)
    expect(fieldsOf(backwards)).toEqual(['departure'])
    const past = await call(owner, 'POST', `/${a.id}/reservations`, reservation(day(-3), day(-1)))
    expect(past.status).toBe(400)
    const outside = await call(owner, 'POST', `/${a.id}/reservations`, reservation(addDays(start, 13), addDays(start, 15)), { 'x-locale': 'sv-SE' })
    expect(outside).toMatchObject({ status: 400, body: { message: sv.errors.outsideOwnTime } })

    for (const [method, path, body] of [
      ['GET', `/${a.id}/calendar?from=${start}`],
      ['GET', `/${a.id}/calendar?from=${addDays(start, 2)}&to=${start}`],
      ['GET', `/${a.id}/calendar?from=${start}&to=${addDays(start, 400)}`],
      ['GET', `/x/calendar?from=${start}&to=${addDays(start, 1)}`],
      ['POST', `/${a.id}/releases`, { from: start }],
      ['POST', `/${a.id}/releases`, { from: 'tomorrow', to: addDays(start, 1) }],
      ['DELETE', `/${a.id}/reservations/1`, { afterDelete: 'later' }],
      ['POST', `/${a.id}/co-users`, { email: 'not an address', rights: 'view' }],
      ['POST', `/${a.id}/co-users`, { email: 'a@example.com', rights: 'admin' }],
      ['GET', `/${a.id}/statement?year=last`],
      ['POST', `/${a.id}/slots/not-a-day/booking`],
    ] as [string, string, unknown?][]) {
      const answer = await call(owner, method, path, body)
      expect(answer.status, `${method} ${path}`).toBe(400)
      expect(answer.body, `${method} ${path}`).toMatchObject({ status: 400 })
      expect((answer.body as Errors).errors?.length ?? 0, `${method} ${path}`).toBeGreaterThan(0)
    }
  })

  it('books a time slot as a usage reservation once, and not a day that starts no slot', async () => {
    const owner = await customer()
    const start = day(140)
    const a = await apartment({ owner, ownPeriods: ownTwoWeeks(start) })
    const slot = created<{ id: number; kind: string; from: string; to: string; slotId: string }>(await call(owner, 'POST', `/${a.id}/slots/${start}/booking`))
    expect(slot).toMatchObject({ kind: 'usage', from: start, to: addDays(start, 7), slotId: start })
    expect(new Set(await marksOf(owner, a.id, start, addDays(start, 7)))).toEqual(new Set(['slot']))
    const again = await call(owner, 'POST', `/${a.id}/slots/${start}/booking`, undefined, { 'x-locale': 'fi-FI' })
    expect(again).toMatchObject({ status: 409, body: { message: fi.errors.reservationFailed } })
    expect((await call(owner, 'POST', `/${a.id}/slots/${addDays(start, 1)}/booking`)).status).toBe(404)
  })
})

describe('releases and the shop', () => {
  it('refuses a release outside own time or without an agreement, with the reason', async () => {
    const owner = await customer()
    const start = day(145)
    const a = await apartment({ owner, ownPeriods: ownTwoWeeks(start) })
    const outside = await call(owner, 'POST', `/${a.id}/releases`, { from: addDays(start, 13), to: addDays(start, 15) }, { 'x-locale': 'en-US' })
    expect(outside).toMatchObject({ status: 400, body: { message: en.errors.outsideOwnTime } })
    const none = await apartment({ owner, ownPeriods: ownTwoWeeks(start), agreement: null })
    const refused = await call(owner, 'POST', `/${none.id}/releases`, { from: start, to: addDays(start, 7) }, { 'x-locale': 'fi-FI' })
    expect(refused).toMatchObject({ status: 400, body: { message: fi.errors.noAgreement } })
    // Without an agreement the shop sells none of the apartment's nights, own time or not.
    expect(await stayAvailable(none.productCode, addDays(start, 20), addDays(start, 22))).toBe(false)
    expect(await marksOf(owner, none.id, addDays(start, 20), addDays(start, 22))).toEqual(['unavailable', 'unavailable'])
  })

  it('sells a released week at once, and stops selling it when the owner takes it back', async () => {
    const owner = await customer()
    const start = day(150)
    const week = { from: addDays(start, 7), to: addDays(start, 14) }
    const a = await apartment({ owner, ownPeriods: ownTwoWeeks(start), agreement: { from: day(-10), to: addDays(start, 30) } })
    // Outside own time under the agreement: for sale; after the agreement: not.
    expect(await stayAvailable(a.productCode, addDays(start, 14), addDays(start, 16))).toBe(true)
    expect(await marksOf(owner, a.id, addDays(start, 14), addDays(start, 16))).toEqual(['sale', 'sale'])
    expect(await stayAvailable(a.productCode, addDays(start, 31), addDays(start, 33))).toBe(false)
    expect(await marksOf(owner, a.id, addDays(start, 31), addDays(start, 33))).toEqual(['unavailable', 'unavailable'])

    expect(await stayAvailable(a.productCode, week.from, week.to)).toBe(false)
    const rel = created<{ id: number; from: string; to: string }>(await call(owner, 'POST', `/${a.id}/releases`, week))
    expect(rel).toMatchObject(week)
    expect(await stayAvailable(a.productCode, week.from, week.to)).toBe(true)
    const cal = await calendar(owner, a.id, week.from, week.to)
    expect(cal.days.every((d) => d.mark === 'sale' && d.releaseId === rel.id && d.ownTime)).toBe(true)
    expect(cal.releases).toEqual([{ id: rel.id, ...week }])
    // Released nights are no longer free own time: neither released again nor reserved.
    expect((await call(owner, 'POST', `/${a.id}/releases`, week)).status).toBe(409)
    expect((await call(owner, 'POST', `/${a.id}/reservations`, reservation(week.from, addDays(week.from, 2)))).status).toBe(409)

    expect((await call(owner, 'DELETE', `/${a.id}/releases/${rel.id}`)).status).toBe(200)
    expect(await stayAvailable(a.productCode, week.from, week.to)).toBe(false)
    expect(new Set(await marksOf(owner, a.id, week.from, week.to))).toEqual(new Set(['free']))
    expect((await call(owner, 'DELETE', `/${a.id}/releases/${rel.id}`)).status).toBe(404)
  })

  it('refuses to take a release back once a guest bought one of its nights, and counts the sale in the statement', async () => {
    const owner = await customer()
    const start = day(160)
    const a = await apartment({ owner, ownPeriods: ownTwoWeeks(start), revenueSharePercent: 40 })
    const rel = created<{ id: number }>(await call(owner, 'POST', `/${a.id}/releases`, { from: start, to: addDays(start, 7) }))
    const [from, to] = [addDays(start, 2), addDays(start, 4)]
    const bought = await submit([stay(a.productCode, from, to)])
    expect(bought.status, JSON.stringify(bought.body)).toBe(200)
    await terminal((bought.body as Submitted).paymentTerminalUrl, 'pay')

    for (const lang of ['fi', 'en', 'sv'] as const) {
      const refused = await call(owner, 'DELETE', `/${a.id}/releases/${rel.id}`, undefined, { 'x-locale': locales[lang] })
      expect(refused).toMatchObject({ status: 409, body: { message: messages[lang].errors.releaseSold } })
    }
    const cal = await calendar(owner, a.id, start, addDays(start, 7))
    expect(cal.days.map((d) => d.mark)).toEqual(['sale', 'sale', 'other', 'other', 'sale', 'sale', 'sale'])
    // The owner sees dates only, nothing of the guest.
    expect(JSON.stringify(cal)).not.toContain('Virtanen')

    const year = Number(from.slice(0, 4))
    const [order] = await db.query<{ total: unknown }>(
      'SELECT l.total FROM order_lines l JOIN orders o ON o.id = l._parent_id WHERE o.order_number = ? AND l.product_code = ?',
      [(bought.body as Submitted).orderNumber, a.productCode],
    )
    const statement = await call(owner, 'GET', `/${a.id}/statement?year=${year}`)
    expect(statement.status).toBe(200)
    const s = statement.body as {
      total: { nights: number; grossCents: number; ownerShareCents: number; netCents: number }
      months: { nights: number }[]
      revenueSharePercent: number
    }
    expect(s.revenueSharePercent).toBe(40)
    expect(s.total.nights).toBe(daysBetween(from, to))
    expect(s.total.grossCents).toBe(Number(order!.total))
    expect(s.months).toHaveLength(12)
    expect(s.months.reduce((n, m) => n + m.nights, 0)).toBe(s.total.nights)
    expect(Math.abs(s.total.ownerShareCents - (s.total.netCents * 40) / 100)).toBeLessThanOrEqual(1)

    const csv = await fetch(`${baseUrl}/proxy/vm-homeowner/v1/apartments/${a.id}/statement.csv?year=${year}`, {
      headers: { cookie: owner.cookie, 'x-locale': 'en-US' },
    })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"$/)
    const rows = (await csv.text()).split('\r\n')
    expect(rows).toHaveLength(15)
    expect(rows[0]).toContain(en.statement.nights)
    expect(rows[13]!.split(',')).toEqual([
      en.statement.total,
      String(s.total.nights),
      (s.total.grossCents / 100).toFixed(2),
      (s.total.netCents / 100).toFixed(2),
      (s.total.ownerShareCents / 100).toFixed(2),
    ])
  })
})

describe('deleting reservations', () => {
  it('frees an own reservation for sale or keeps it as own time, as the owner chooses', async () => {
    const owner = await customer()
    const start = day(170)
    const a = await apartment({ owner, ownPeriods: ownTwoWeeks(start) })
    const [first, second] = [
      { from: start, to: addDays(start, 3) },
      { from: addDays(start, 7), to: addDays(start, 10) },
    ]
    const r1 = created<{ id: number }>(await call(owner, 'POST', `/${a.id}/reservations`, reservation(first.from, first.to)))
    const r2 = created<{ id: number }>(await call(owner, 'POST', `/${a.id}/reservations`, reservation(second.from, second.to)))
    expect(await stayAvailable(a.productCode, first.from, first.to)).toBe(false)

    expect(await call(owner, 'DELETE', `/${a.id}/reservations/${r1.id}`, { afterDelete: 'sale' })).toMatchObject({ status: 200, body: { afterDelete: 'sale' } })
    expect(await stayAvailable(a.productCode, first.from, first.to)).toBe(true)
    expect(new Set(await marksOf(owner, a.id, first.from, first.to))).toEqual(new Set(['sale']))
    // Freed for sale it is a release, which the owner can take back.
    const { releases } = await calendar(owner, a.id, first.from, first.to)
    expect(releases).toEqual([expect.objectContaining(first)])

    expect(await call(owner, 'DELETE', `/${a.id}/reservations/${r2.id}`, { afterDelete: 'own' })).toMatchObject({ status: 200, body: { afterDelete: 'own' } })
    expect(await stayAvailable(a.productCode, second.from, second.to)).toBe(false)
    expect(new Set(await marksOf(owner, a.id, second.from, second.to))).toEqual(new Set(['free']))
    expect((await call(owner, 'DELETE', `/${a.id}/reservations/${r2.id}`, { afterDelete: 'own' })).status).toBe(404)
  })

  it('frees a deleted usage reservation for sale, and keeps own time where there is no agreement to sell under', async () => {
    const owner = await customer()
    const start = day(180)
    const a = await apartment({ owner, ownPeriods: ownTwoWeeks(start) })
    const slot = created<{ id: number }>(await call(owner, 'POST', `/${a.id}/slots/${start}/booking`))
    expect((await call(owner, 'DELETE', `/${a.id}/reservations/${slot.id}`)).body).toEqual({ afterDelete: 'sale' })
    expect(await stayAvailable(a.productCode, start, addDays(start, 7))).toBe(true)

    const none = await apartment({ owner, ownPeriods: ownTwoWeeks(start), agreement: null })
    const own = created<{ id: number }>(await call(owner, 'POST', `/${none.id}/reservations`, reservation(start, addDays(start, 2))))
    const refused = await call(owner, 'DELETE', `/${none.id}/reservations/${own.id}`, { afterDelete: 'sale' }, { 'x-locale': 'en-US' })
    expect(refused).toMatchObject({ status: 400, body: { message: en.errors.noAgreement } })
    expect(new Set(await marksOf(owner, none.id, start, addDays(start, 2)))).toEqual(new Set(['own']))
    const usage = created<{ id: number }>(await call(owner, 'POST', `/${none.id}/slots/${addDays(start, 7)}/booking`))
    expect((await call(owner, 'DELETE', `/${none.id}/reservations/${usage.id}`)).body).toEqual({ afterDelete: 'own' })
    expect(new Set(await marksOf(owner, none.id, addDays(start, 7), addDays(start, 14)))).toEqual(new Set(['free']))
  })
})

/** The path and query of the owner's feed link (the link names the site's public address). */
async function feedPath(who: Customer, index = 0): Promise<string> {
  const { body } = await call(who, 'GET', '')
  const url = new URL((body as { apartments: { feedUrl: string }[] }).apartments[index]!.feedUrl)
  return `${url.pathname}${url.search}`
}

describe('calendar feed', () => {
  it('serves the marks as iCalendar to the token alone, and to no other token; a renewed link ends the old one', async () => {
    const owner = await customer()
    const start = day(190)
    const a = await apartment({ owner, ownPeriods: ownTwoWeeks(start) })
    created(await call(owner, 'POST', `/${a.id}/reservations`, reservation(addDays(start, 1), addDays(start, 4))))
    const path = await feedPath(owner)

    const feed = await fetch(`${baseUrl}${path}`)
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/)
    const ics = await feed.text()
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const compact = (d: string) => d.replace(/-/g, '')
    expect(ics).toContain(`DTSTART;VALUE=DATE:${compact(addDays(start, 1))}\r\nDTEND;VALUE=DATE:${compact(addDays(start, 4))}`)
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)

    const token = new URL(path, baseUrl).searchParams.get('token')!
    const bad = [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'nonsense', `${owner.id + 1}${token.slice(String(owner.id).length)}`]
    for (const wrong of bad) {
      const answer = await fetch(`${baseUrl}/proxy/vm-homeowner/v1/apartments/${a.id}/calendar.ics?token=${encodeURIComponent(wrong)}`)
      expect(answer.status, wrong).toBe(404)
    }
    expect((await fetch(`${baseUrl}/proxy/vm-homeowner/v1/apartments/${a.id}/calendar.ics`)).status).toBe(400)

    const renewed = await call(owner, 'POST', `/${a.id}/feed-token`)
    expect(renewed.status).toBe(200)
    const next = new URL((renewed.body as { feedUrl: string }).feedUrl)
    expect((await fetch(`${baseUrl}${path}`)).status).toBe(404)
    expect((await fetch(`${baseUrl}${next.pathname}${next.search}`)).status).toBe(200)
  })
})

describe('statement of a shared room type', () => {
  // Each room's night could have been booked by either line of the order: it must count once.
  it('counts each sold night of the apartment once, though one order booked two rooms of its type for the same nights', async () => {
    const owner = await customer()
    const start = day(200)
    const a = await apartment({ owner, ownPeriods: ownTwoWeeks(start), otherUnits: 1 })
    const [from, to] = [addDays(start, 20), addDays(start, 22)]
    const order = await submit([stay(a.productCode, from, to, ['Aino']), stay(a.productCode, from, to, ['Olli'])])
    expect(order.status, JSON.stringify(order.body)).toBe(200)
    await terminal((order.body as Submitted).paymentTerminalUrl, 'pay')
    expect(await marksOf(owner, a.id, from, to)).toEqual(['other', 'other'])
    const s = (await call(owner, 'GET', `/${a.id}/statement?year=${from.slice(0, 4)}`)).body as { total: { nights: number } }
    expect(s.total.nights).toBe(daysBetween(from, to))
  })
})

describe('an apartment staff delete', () => {
  it('goes with its reservations, releases and co-users, and its nights from today on are the resort’s to sell', async () => {
    const owner = await customer()
    const start = day(230)
    const a = await apartment({ owner, ownPeriods: ownTwoWeeks(start) })
    created(await call(owner, 'POST', `/${a.id}/reservations`, reservation(start, addDays(start, 3))))
    created(await call(owner, 'POST', `/${a.id}/releases`, { from: addDays(start, 7), to: addDays(start, 9) }))
    created(await call(owner, 'POST', `/${a.id}/co-users`, { email: 'family.of.owner@example.com', rights: 'view' }))
    expect(await stayAvailable(a.productCode, start, addDays(start, 3))).toBe(false)

    await staffApi('DELETE', `/api/apartments/${a.id}`)
    expect((await call(owner, 'GET', '')).body).toMatchObject({ apartments: [] })
    // The nights are handed back after the delete has committed.
    await waitFor(
      async () =>
        (await stayAvailable(a.productCode, start, addDays(start, 3))) && (await stayAvailable(a.productCode, addDays(start, 10), addDays(start, 12))),
    )
    for (const collection of ['homeowner-reservations', 'homeowner-releases', 'homeowner-co-users']) {
      const left = (await staffApi('GET', `/api/${collection}?where[apartment][equals]=${a.id}`)) as { totalDocs: number }
      expect(left.totalDocs, collection).toBe(0)
    }
  })
})
