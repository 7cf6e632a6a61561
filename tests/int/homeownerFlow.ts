/**
 * Test data of the homeowner integration tests, made the way staff and customers make it: a room
 * type with one unit per apartment (so the product's availability is the apartment's), customer
 * accounts registered through the storefront and verified by staff, apartments saved in the admin.
 */
import { randomInt } from 'node:crypto'
import { addDays, helsinkiDay } from '@/domain/helsinki'
import { baseUrl, getJson, postJson, staffApi } from './helpers'

export const today = helsinkiDay(new Date())
/** Days relative to today, so the tests never age; each test takes its own stretch. */
export const day = (n: number) => addDays(today, n)

export const password = 'Kuusi.rinne7'
const tag = () => `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`.toUpperCase()

export type Customer = { id: number; email: string; cookie: string }

/** A registered customer whose e-mail staff marked verified, signed in: its access cookie. */
export async function customer(label = 'owner'): Promise<Customer> {
  const email = `${label}.${tag().toLowerCase()}@example.com`
  const registered = await postJson('/proxy/api/v2/register', { email, password })
  if (registered.status !== 201) throw new Error(`register ${email}: ${registered.status} ${JSON.stringify(registered.body)}`)
  const found = (await staffApi('GET', `/api/customers?where[email][equals]=${encodeURIComponent(email)}&depth=0`)) as { docs?: { id: number }[] }
  const id = found.docs![0]!.id
  await staffApi('PATCH', `/api/customers/${id}`, { isEmailVerified: true })
  return { id, email, cookie: await signIn(email) }
}

export async function signIn(email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/proxy/api/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status}`)
  const access = response.headers.getSetCookie().find((c) => c.startsWith('access='))
  return access!.split(';')[0]!
}

let template: { taxClass: number } | undefined

/** A new room type with `count` units: answers the product's code and the first unit's code and id. */
export async function unit(capacity = 4, count = 1): Promise<{ productCode: string; unitCode: string; unitId: number }> {
  template ??= await (async () => {
    const { body } = await getJson('/api/products?where[code][equals]=HUONE-2H&depth=0')
    return { taxClass: (body as { docs: { taxClass: number }[] }).docs[0]!.taxClass }
  })()
  const code = `HO-${tag()}`
  const product = await staffApi('POST', '/api/products?locale=fi', {
    code,
    kind: 'accommodation',
    name: `Omistajan huoneisto ${code}`,
    taxClass: template.taxClass,
    accommodation: {
      capacity,
      ratePlans: [{ code: 'freeCancellation', pricePercent: 100 }],
      seasons: [{ from: day(-400), to: day(800), nightly: 10_000, minNights: 1 }],
    },
  })
  const created = await staffApi('POST', '/api/units', { code: `${code}-1`, product: product.doc!.id, capacity, active: true })
  for (let n = 2; n <= count; n++) await staffApi('POST', '/api/units', { code: `${code}-${n}`, product: product.doc!.id, capacity, active: true })
  return { productCode: code, unitCode: `${code}-1`, unitId: created.doc!.id }
}

export type ApartmentSpec = {
  owner: Customer
  ownPeriods?: { from: string; to: string; slotDays?: number }[]
  agreement?: { from: string; to?: string } | null
  revenueSharePercent?: number
  capacity?: number
  /** Units of the room type besides the apartment's (the resort's own). */
  otherUnits?: number
}

export type Apartment = { id: number; productCode: string; unitCode: string; unitId: number }

/** An apartment saved by staff; waits until its own time is in the allocation table (written after the save). */
export async function apartment(spec: ApartmentSpec): Promise<Apartment> {
  const u = await unit(spec.capacity ?? 4, 1 + (spec.otherUnits ?? 0))
  const agreement = spec.agreement === undefined ? { from: day(-30) } : spec.agreement
  const saved = await staffApi('POST', '/api/apartments', {
    name: `Rinnekoto ${u.unitCode}`,
    unit: u.unitId,
    owner: spec.owner.id,
    ownPeriods: (spec.ownPeriods ?? []).map((p) => ({ slotDays: 0, ...p })),
    agreement: agreement !== null,
    agreementFrom: agreement?.from ?? null,
    agreementTo: agreement?.to ?? null,
    revenueSharePercent: spec.revenueSharePercent ?? 50,
  })
  const a = { id: saved.doc!.id, ...u }
  const firstOwnNight = (spec.ownPeriods ?? []).map((p) => (p.from < today ? today : p.from)).sort()[0]
  if (firstOwnNight) await waitFor(async () => (await calendar(spec.owner, a.id, firstOwnNight, addDays(firstOwnNight, 1))).days[0]?.mark === 'free')
  return a
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 100))
  }
}

export const api = '/proxy/vm-homeowner/v1/apartments'

/** A call of the homeowner API as the signed-in customer (or anonymous without one). */
export async function call(who: Customer | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}, base = baseUrl) {
  const response = await fetch(`${base}${api}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(who ? { cookie: who.cookie } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const type = response.headers.get('content-type') ?? ''
  return {
    status: response.status,
    headers: response.headers,
    body: type.includes('application/json') ? ((await response.json()) as unknown) : await response.text(),
  }
}

type Day = { date: string; mark: string; ownTime: boolean; reservationId?: number; releaseId?: number; mine?: boolean }
export async function calendar(who: Customer, apartmentId: number, from: string, to: string) {
  const { status, body } = await call(who, 'GET', `/${apartmentId}/calendar?from=${from}&to=${to}`)
  if (status !== 200) throw new Error(`calendar: ${status} ${JSON.stringify(body)}`)
  return body as {
    days: Day[]
    reservations: { id: number; kind: string; from: string; to: string; mine: boolean }[]
    releases: { id: number; from: string; to: string }[]
  }
}

export const marksOf = async (who: Customer, apartmentId: number, from: string, to: string) =>
  (await calendar(who, apartmentId, from, to)).days.map((d) => d.mark)
