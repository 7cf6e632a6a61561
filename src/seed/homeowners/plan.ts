/**
 * The demo's homeowners (docs/homeowner.md#demo-sign-ins): three owners, a co-owner, their apartments
 * and what happens in them, as days relative to the day the demo is seeded, so the calendars look
 * alive whenever it is: own time in the coming weeks, guests before and after it, and nights sold
 * earlier this year for the statement. Pure: `today` comes in.
 */
import type { IsoDate } from '@/domain/catalogue'
import { addDays, weekdayOf } from '@/domain/helsinki'
import type { OwnPeriod } from '@/domain/homeowner/contract'

/** Public like the staff demo password (README); passes the customers' password rule. */
export const homeownerDemoPassword = 'Lomaosakas-demo1'

export type DemoPerson = {
  key: string
  email: string
  firstName: string
  lastName: string
  phone: string
  address: string
  zip: string
  city: string
  /** What the sign-in shows, as printed at start. */
  shows: string
}

export const demoPeople: DemoPerson[] = [
  {
    key: 'aino',
    shows: 'owner of Rinnekoto RH-03: brokerage agreement, an own reservation, released weeks, guests',
    email: 'aino.owner@kuusirinne.example',
    firstName: 'Aino',
    lastName: 'Virtanen',
    phone: '+358401110001',
    address: 'Rantakatu 4 B 12',
    zip: '00150',
    city: 'Helsinki',
  },
  {
    key: 'mikko',
    shows: 'owner of Metsämökki MM-02: no brokerage agreement, own time only',
    email: 'mikko.owner@kuusirinne.example',
    firstName: 'Mikko',
    lastName: 'Korhonen',
    phone: '+358401110002',
    address: 'Hämeenkatu 20 A 3',
    zip: '33200',
    city: 'Tampere',
  },
  {
    key: 'liisa',
    shows: 'owner of Järvimökki MJ-04: weekly time slots shared with a co-owner, guests',
    email: 'liisa.owner@kuusirinne.example',
    firstName: 'Liisa',
    lastName: 'Nieminen',
    phone: '+358401110003',
    address: 'Aurakatu 9 C 7',
    zip: '20100',
    city: 'Turku',
  },
  {
    key: 'jukka',
    shows: 'co-owner of Järvimökki MJ-04 with booking rights',
    email: 'jukka.coowner@kuusirinne.example',
    firstName: 'Jukka',
    lastName: 'Nieminen',
    phone: '+358401110004',
    address: 'Aurakatu 9 C 7',
    zip: '20100',
    city: 'Turku',
  },
]

/** A guest's stay sold through the shop: arrival, departure and who bought it. */
export type DemoStay = { from: IsoDate; to: IsoDate; guest: { firstName: string; lastName: string; email: string }; adults: number }

export type DemoReservation = { kind: 'own' | 'usage'; by: string; from: IsoDate; to: IsoDate; guests: number | null; additionalInfo: string }

export type DemoApartment = {
  name: string
  unitCode: string
  owner: string
  agreement: { from: IsoDate; to: IsoDate | null } | null
  revenueSharePercent: number
  ownPeriods: OwnPeriod[]
  coUsers: { person: string; rights: 'view' | 'book' }[]
  /** Released before the stays are sold: a guest may buy a released night. */
  releases: { from: IsoDate; to: IsoDate }[]
  reservations: DemoReservation[]
  stays: DemoStay[]
}

/** The first Saturday on or after `day`: the demo's own time starts on a changeover day. */
function saturdayFrom(day: IsoDate): IsoDate {
  let d = day
  while (weekdayOf(d) !== 'sat') d = addDays(d, 1)
  return d
}

const guest = (firstName: string, lastName: string) => ({
  firstName,
  lastName,
  email: `${firstName}.${lastName}@guest.example`.toLowerCase().replace(/ä/g, 'a').replace(/ö/g, 'o'),
})

/** Past stays only when they fall in the seeding year (they feed this year's statement). */
const thisYear = (today: IsoDate, stays: DemoStay[]) => stays.filter((s) => s.from.slice(0, 4) === today.slice(0, 4) && s.to <= today)

export function demoApartments(today: IsoDate): DemoApartment[] {
  const s = saturdayFrom(addDays(today, 14))
  const d = (n: number) => addDays(s, n)
  const t = (n: number) => addDays(today, n)
  const since = t(-400)
  return [
    {
      // (a) A brokerage agreement: own time with an own reservation and two released weeks, one of
      // which a guest has partly bought (so it can no longer be taken back).
      name: 'Rinnekoto RH-03',
      unitCode: 'RH-03',
      owner: 'aino',
      agreement: { from: since, to: null },
      revenueSharePercent: 55,
      ownPeriods: [{ from: s, to: d(35), slotDays: 0 }],
      coUsers: [],
      releases: [
        { from: d(14), to: d(21) },
        { from: d(28), to: d(35) },
      ],
      reservations: [{ kind: 'own', by: 'aino', from: d(2), to: d(6), guests: 4, additionalInfo: 'Saavumme myöhään illalla.' }],
      stays: [
        ...thisYear(today, [
          { from: t(-46), to: t(-42), guest: guest('Emilia', 'Laine'), adults: 4 },
          { from: t(-20), to: t(-16), guest: guest('Olli', 'Heikkinen'), adults: 2 },
        ]),
        { from: t(3), to: t(6), guest: guest('Sanna', 'Mäkelä'), adults: 3 },
        { from: d(16), to: d(19), guest: guest('Pekka', 'Salonen'), adults: 5 },
      ],
    },
    {
      // (b) No agreement: the resort sells none of its nights; the owner uses own time only.
      name: 'Metsämökki MM-02',
      unitCode: 'MM-02',
      owner: 'mikko',
      agreement: null,
      revenueSharePercent: 50,
      ownPeriods: [
        { from: s, to: d(21), slotDays: 0 },
        { from: d(56), to: d(70), slotDays: 0 },
      ],
      coUsers: [],
      releases: [],
      reservations: [{ kind: 'own', by: 'mikko', from: d(7), to: d(11), guests: 3, additionalInfo: '' }],
      stays: [],
    },
    {
      // (c) Shared by weekly time slots: the owner and a co-owner with booking rights each booked a week.
      name: 'Järvimökki MJ-04',
      unitCode: 'MJ-04',
      owner: 'liisa',
      agreement: { from: since, to: null },
      revenueSharePercent: 60,
      ownPeriods: [{ from: s, to: d(56), slotDays: 7 }],
      coUsers: [{ person: 'jukka', rights: 'book' }],
      releases: [],
      reservations: [
        { kind: 'usage', by: 'liisa', from: s, to: d(7), guests: null, additionalInfo: '' },
        { kind: 'usage', by: 'jukka', from: d(21), to: d(28), guests: null, additionalInfo: '' },
      ],
      stays: [
        ...thisYear(today, [
          { from: t(-33), to: t(-30), guest: guest('Ville', 'Lehtonen'), adults: 4 },
          { from: t(-12), to: t(-10), guest: guest('Anna', 'Koskinen'), adults: 2 },
        ]),
        { from: t(4), to: t(7), guest: guest('Juho', 'Rantanen'), adults: 6 },
        { from: d(59), to: d(62), guest: guest('Helmi', 'Järvinen'), adults: 4 },
      ],
    },
  ]
}
