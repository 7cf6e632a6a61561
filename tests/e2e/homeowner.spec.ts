import { request as newRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { StayOffer } from '@/domain/availability/types'
import { codeFromOutbox, latestMailTo } from '../outbox'
import { expect, expectAccessible, test } from './fixtures'
import { signInAsStaff } from './staff'

/**
 * The homeowner service in the browser (docs/homeowner.md), in Finnish, English and Swedish: an owner
 * signs in, reads the calendar, reserves own nights (with a copy by e-mail), releases a week that the
 * shop then sells, and deletes reservations with both choices. One run uses the keyboard only.
 */

const password = 'Kuusi.rinne7'
const baseURL = process.env.TEST_BASE_URL ?? 'http://localhost:3000'

/** Helsinki's day `n` days from now, as `YYYY-MM-DD` and as typed (`dd.MM.yyyy`). */
const iso = (n: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date(Date.now() + n * 86_400_000))
const typed = (n: number) => iso(n).split('-').reverse().join('.')

type Texts = {
  locale: 'fi' | 'en' | 'sv'
  path: string
  signIn: { link: string; email: string; continue: string; password: string; submit: string }
  calendar: string
  next: string
  freeOwnTime: string
  forSale: string
  ownReservation: string
  reservationTitle: string
  arrival: RegExp
  departure: RegExp
  guests: string
  reserve: string
  reserved: string
  release: { from: RegExp; to: RegExp; submit: string; done: string }
  delete: string
  afterSale: string
  afterOwn: string
  confirm: string
  deletedSale: string
  deletedOwn: string
  headerLink: string
  /** A unit of its own per language, so the three runs never count each other's nights. */
  unit: string
  product: string
}

const languages: Texts[] = [
  {
    locale: 'fi',
    path: '/homeowner',
    signIn: { link: 'Kirjaudu sisään', email: 'Sähköpostiosoite', continue: 'Jatka', password: 'Salasana', submit: 'Kirjaudu' },
    calendar: 'Kalenteri',
    next: 'Seuraava kuukausi',
    freeOwnTime: 'Vapaa oma aikasi',
    forSale: 'Myynnissä',
    ownReservation: 'Oma majoitusvaraus',
    reservationTitle: 'Oma majoitusvaraus',
    arrival: /^Tulopäivä/,
    departure: /^Lähtöpäivä/,
    guests: 'Henkilömäärä',
    reserve: 'Varaa',
    reserved: 'on tehty',
    release: { from: /^Ensimmäinen yö/, to: /^Lähtöpäivä/, submit: 'Vapauta myyntiin', done: 'on nyt myynnissä' },
    delete: 'Poista',
    afterSale: 'vapautetaan myyntiin',
    afterOwn: 'jäävät omaksi varattavaksi ajaksesi',
    confirm: 'Poista varaus',
    deletedSale: 'Varaus poistettiin ja sen yöt ovat myynnissä.',
    deletedOwn: 'Varaus poistettiin ja sen yöt ovat taas omaa aikaasi.',
    headerLink: 'Lomaosakkaat',
    unit: 'MM-04',
    product: 'MOKKI-METSA',
  },
  {
    locale: 'en',
    path: '/en/homeowner',
    signIn: { link: 'Log in', email: 'Email address', continue: 'Continue', password: 'Password', submit: 'Log in' },
    calendar: 'Calendar',
    next: 'Next month',
    freeOwnTime: 'Your free own time',
    forSale: 'For sale',
    ownReservation: 'Own accommodation reservation',
    reservationTitle: 'Own accommodation reservation',
    arrival: /^Arrival/,
    departure: /^Departure/,
    guests: 'Guests',
    reserve: 'Reserve',
    reserved: 'has been made',
    release: { from: /^First night/, to: /^Departure day/, submit: 'Release to sales', done: 'is now for sale' },
    delete: 'Delete',
    afterSale: 'are freed for sales',
    afterOwn: 'stay your own bookable time',
    confirm: 'Delete the reservation',
    deletedSale: 'The reservation was deleted and its nights are for sale.',
    deletedOwn: 'The reservation was deleted and its nights are your own time again.',
    headerLink: 'Homeowner',
    unit: 'RM-04',
    product: 'RYHMAMOKKI',
  },
  {
    locale: 'sv',
    path: '/sv/homeowner',
    signIn: { link: 'Logga in', email: 'E-postadress', continue: 'Fortsätt', password: 'Lösenord', submit: 'Logga in' },
    calendar: 'Kalender',
    next: 'Nästa månad',
    freeOwnTime: 'Din lediga egna tid',
    forSale: 'Till salu',
    ownReservation: 'Egen boendebokning',
    reservationTitle: 'Egen boendebokning',
    arrival: /^Ankomst/,
    departure: /^Avresa\b/,
    guests: 'Antal personer',
    reserve: 'Boka',
    reserved: 'är gjord',
    release: { from: /^Första natten/, to: /^Avresedag/, submit: 'Släpp till försäljning', done: 'är nu till salu' },
    delete: 'Ta bort',
    afterSale: 'släppas till försäljning',
    afterOwn: 'förbli din egen bokningsbara tid',
    confirm: 'Ta bort bokningen',
    deletedSale: 'Bokningen togs bort och dess nätter är till salu.',
    deletedOwn: 'Bokningen togs bort och dess nätter är din egen tid igen.',
    headerLink: 'Semesterbostadsägare',
    unit: 'MJ-06',
    product: 'MOKKI-JARVI',
  },
]

/** A verified customer account with a complete profile, made through the API. */
async function ownerAccount(request: APIRequestContext, email: string) {
  const registered = await request.post('/proxy/vm-customer/v2/register', {
    data: { email, password, confirmPassword: password, optInNewsletter: false, friends: false },
  })
  expect(registered.status()).toBe(201)
  expect((await request.post('/proxy/vm-customer/v2/email/verify', { data: { code: codeFromOutbox(email), email } })).status()).toBe(200)
  expect((await request.post('/proxy/api/v2/login', { data: { email, password } })).status()).toBe(200)
  const profile = { firstName: 'Olli', lastName: 'Osakas', email, phone: '040 765 4321', address: 'Rinnetie 3', zip: '77100', city: 'Kuusirinne' }
  expect((await request.put('/proxy/vm-customer/v2/user', { data: profile })).status()).toBe(200)
}

/**
 * As staff: the apartment of `unit` owned by `email`, with own time from day 20 to day 41 and a
 * brokerage agreement from today (the admin's REST API, as staff would save it in the admin).
 */
async function ownedApartment(email: string, unit: string, name: string) {
  const staff = await newRequest.newContext({ baseURL })
  try {
    const headers = { authorization: `JWT ${await signInAsStaff(staff)}` }
    const id = async (collection: string, field: string, value: string) => {
      const answer = await staff.get(`/api/${collection}?where[${field}][equals]=${encodeURIComponent(value)}&depth=0`, { headers })
      return ((await answer.json()) as { docs: { id: number }[] }).docs[0]?.id
    }
    const unitId = await id('units', 'code', unit)
    const ownerId = await id('customers', 'email', email)
    expect(unitId && ownerId).toBeTruthy()
    const created = await staff.post('/api/apartments', {
      headers,
      data: {
        name,
        unit: unitId,
        owner: ownerId,
        ownPeriods: [{ from: iso(20), to: iso(41), slotDays: 0 }],
        agreement: true,
        agreementFrom: iso(0),
        revenueSharePercent: 60,
      },
    })
    expect(created.status(), await created.text()).toBe(201)
  } finally {
    await staff.dispose()
  }
}

/** Units of `product` the shop can sell for the nights `from`–`to` (day numbers from today). */
async function freeUnits(request: APIRequestContext, product: string, from: number, to: number) {
  const answer = await request.post('/proxy/vm-view/v2/product/availability', {
    data: { productCode: product, productCodesInCart: [], filter: { dates: { from: iso(from), to: iso(to) }, persons: { numberOfAdults: 1 } } },
    headers: { 'x-locale': 'fi-FI' },
  })
  expect(answer.status()).toBe(200)
  const offers = ((await answer.json()) as { items: StayOffer[] }).items
  return offers[0]?.freeUnits ?? 0
}

/** Tabs forward until `target` has the focus: it is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('not reachable with Tab')
}

for (const t of languages) {
  test(`an owner reserves own nights, releases a week to sales and deletes reservations both ways (${t.locale})`, async ({ page, visit, request }) => {
    // A whole owner's visit with an axe check after each step: longer than one page's test.
    test.setTimeout(150_000)
    const email = `owner.${t.locale}.${Date.now()}@example.com`
    const apartmentName = `Testikoto ${t.locale.toUpperCase()} ${Date.now() % 10000}`
    await ownerAccount(request, email)
    await ownedApartment(email, t.unit, apartmentName)

    // Signed out: the page asks for sign-in and comes back after it.
    await visit(t.path)
    await page.locator('.homeowner-signed-out').getByRole('link', { name: t.signIn.link }).click()
    await page.getByRole('textbox', { name: t.signIn.email }).fill(email)
    await page.getByRole('button', { name: t.signIn.continue }).click()
    await page.getByLabel(t.signIn.password, { exact: false }).fill(password)
    await page.getByRole('button', { name: t.signIn.submit, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${t.path}$`))
    await expect(page.getByRole('heading', { name: apartmentName })).toBeVisible()
    await expect(page.locator('.site-header__tools').getByRole('link', { name: t.headerLink })).toBeVisible()
    await expectAccessible(page)

    // The calendar: the month of day 20 lists the free own time.
    const calendar = page.locator('.ho-calendar')
    await expect(calendar.getByRole('heading', { name: t.calendar })).toBeVisible()
    if (iso(20).slice(0, 7) !== iso(0).slice(0, 7)) await calendar.getByRole('button', { name: t.next }).click()
    await expect(calendar.locator('.ho-periods')).toContainText(`${t.freeOwnTime}: ${typed(20)}`)

    // Own nights are not for sale; a reservation of days 20–23 with a copy by e-mail.
    const before = await freeUnits(request, t.product, 20, 23)
    const form = page.locator('form.homeowner-form').filter({ has: page.getByRole('heading', { name: t.reservationTitle }) })
    await form.getByRole('textbox', { name: t.arrival }).fill(typed(20))
    await form.getByRole('textbox', { name: t.departure }).fill(typed(23))
    await form.getByLabel(t.guests).selectOption('2')
    await form.getByRole('button', { name: t.reserve, exact: true }).click()
    await expect(form.locator('.notice--success')).toContainText(t.reserved)
    await expect.poll(() => latestMailTo(email)).toContain(apartmentName)
    await expect(page.locator('.homeowner-reservations')).toContainText(`${typed(20)}–${typed(23)}`)
    await expectAccessible(page)

    // A released week is for sale in the shop at once.
    const week = await freeUnits(request, t.product, 27, 34)
    // The section is named by its heading, which reads as its button does.
    const releases = page.getByRole('region', { name: t.release.submit, exact: true })
    await releases.getByRole('textbox', { name: t.release.from }).fill(typed(27))
    await releases.getByRole('textbox', { name: t.release.to }).fill(typed(34))
    await releases.getByRole('button', { name: t.release.submit }).click()
    await expect(releases.locator('.notice--success')).toContainText(t.release.done)
    expect(await freeUnits(request, t.product, 27, 34)).toBe(week + 1)

    // Deleting with 'free the time for sales' sells the nights; with 'keep it as own' they stay the owner's.
    const remove = async (choice: string, done: string) => {
      await page.locator('.homeowner-reservation').first().getByRole('button', { name: t.delete }).click()
      await page.getByLabel(choice).check()
      await expectAccessible(page)
      await page.getByRole('button', { name: t.confirm }).click()
      await expect(page.getByText(done)).toBeVisible()
    }
    await remove(t.afterSale, t.deletedSale)
    expect(await freeUnits(request, t.product, 20, 23)).toBe(before + 1)

    await form.getByRole('textbox', { name: t.arrival }).fill(typed(35))
    await form.getByRole('textbox', { name: t.departure }).fill(typed(37))
    await form.getByRole('button', { name: t.reserve, exact: true }).click()
    await expect(form.locator('.notice--success')).toContainText(t.reserved)
    const own = await freeUnits(request, t.product, 35, 37)
    await remove(t.afterOwn, t.deletedOwn)
    expect(await freeUnits(request, t.product, 35, 37)).toBe(own)
    await expect(page.locator('.homeowner-reservations .homeowner-reservation')).toHaveCount(0)
    await expectAccessible(page)
  })
}

test('an owner reserves and deletes with the keyboard only (en)', async ({ page, visit, request }) => {
  test.setTimeout(120_000)
  const email = `owner.keys.${Date.now()}@example.com`
  await ownerAccount(request, email)
  await ownedApartment(email, 'RV-02', 'Keyboard cottage')
  // The account's cookies are the API context's; the page signs in with them.
  await page.context().addCookies((await request.storageState()).cookies)
  await visit('/en/homeowner')
  await expect(page.getByRole('heading', { name: 'Keyboard cottage' })).toBeVisible()

  const arrival = page.getByRole('textbox', { name: /^Arrival/ })
  await tabTo(page, arrival)
  await page.keyboard.type(typed(21))
  await page.keyboard.press('Tab')
  await page.keyboard.type(typed(24))
  await page.keyboard.press('Enter')
  await expect(page.locator('.notice').filter({ hasText: /Your reservation .* has been made/ })).toBeFocused()

  const remove = page.getByRole('button', { name: `Delete ${typed(21)}–${typed(24)}` })
  await tabTo(page, remove)
  await page.keyboard.press('Enter')
  // The choice takes the focus; arrow keys move it to 'keep as own time'.
  await expect(page.getByLabel('are freed for sales')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByLabel('stay your own bookable time')).toBeChecked()
  await tabTo(page, page.getByRole('button', { name: 'Delete the reservation' }))
  await page.keyboard.press('Enter')
  await expect(page.locator('.notice').filter({ hasText: 'The reservation was deleted and its nights are your own time again.' })).toBeFocused()
  await expectAccessible(page)
})
