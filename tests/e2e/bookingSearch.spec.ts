import { resourceKey } from '../../src/domain/availability/resources'
import { addDays, formatFinnishDate, helsinkiDay } from '../../src/domain/helsinki'
import { createSqlPort } from '../../src/server/db/sqlPort'
import { expect, expectAccessible, test } from './fixtures'
import { typeDate } from './typeDate'

const today = helsinkiDay(new Date())
const finnish = (n: number) => formatFinnishDate(addDays(today, n))

const languages = [
  {
    landing: '/',
    listing: /\/majoitushaku\?/,
    form: 'Hae päivämäärillä',
    arrival: 'Tulopäivä',
    departure: 'Lähtöpäivä',
    search: 'Hae',
    results: /\d+ tulosta?/,
  },
  {
    landing: '/en',
    listing: /\/en\/accommodation\?/,
    form: 'Search for dates',
    arrival: 'Arrival',
    departure: 'Departure',
    search: 'Search',
    results: /\d+ results?/,
  },
  { landing: '/sv', listing: /\/sv\/boende\?/, form: 'Sök med datum', arrival: 'Ankomst', departure: 'Avresa', search: 'Sök', results: /\d+ resultat/ },
]

for (const l of languages) {
  test(`the landing page's booking search opens the stay listing with the search filled in (${l.landing})`, async ({ page, visit }) => {
    await visit(l.landing)
    const form = page.getByRole('search', { name: l.form })
    const box = await form.boundingBox()
    expect(box!.y).toBeLessThan(page.viewportSize()!.height)
    await typeDate(form, l.arrival, finnish(30))
    await typeDate(form, l.departure, finnish(32))
    await form.getByRole('button', { name: l.search, exact: true }).click()
    await expect(page).toHaveURL(l.listing)
    await expect(page).toHaveURL(new RegExp(`from=${addDays(today, 30)}&to=${addDays(today, 32)}&adults=2`))
    await expect(page.getByRole('textbox', { name: l.arrival, exact: true })).toHaveValue(finnish(30))
    await expect(page.getByRole('textbox', { name: l.departure, exact: true })).toHaveValue(finnish(32))
    await expect(page.getByRole('status').filter({ hasText: l.results })).toBeVisible()
    await expectAccessible(page)
  })
}

test('the booking form is in the first screen on a desktop, beside the description', async ({ page, visit }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await visit('/majoitus/jarvenrantamokki')
  const booking = (await page.locator('.product__booking').boundingBox())!
  const text = (await page.locator('.product__text').boundingBox())!
  expect(booking.y).toBeLessThan(800)
  expect(booking.x).toBeGreaterThan(text.x)
  await visit('/majoitushaku')
  await expect(page.locator('form.listing-search')).toBeVisible()
  expect((await page.locator('form.listing-search').boundingBox())!.y).toBeLessThan(800)
})

test('on a phone the booking form comes directly under the title, before the picture', async ({ page, visit }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await visit('/majoitus/jarvenrantamokki')
  const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
  const booking = (await page.locator('.product__booking').boundingBox())!
  const image = (await page.locator('.product__image').boundingBox())!
  expect(booking.y).toBeGreaterThan(title.y + title.height)
  expect(booking.y).toBeLessThan(844)
  expect(booking.y).toBeLessThan(image.y)
})

test('the calendar shows each night’s price, a full night is disabled and nearby free dates fill the form', async ({ page, visit }) => {
  // Every cottage taken for one night, a day of the month that has a day before it.
  let full = addDays(today, 45)
  if (full.endsWith('-01')) full = addDays(full, 1)
  const db = createSqlPort(process.env.TEST_DB_URL ?? 'file:data/resort.db')
  const ref = `e2e-price-calendar-${Date.now()}`
  const units = await db.query<{ code: string }>('SELECT u.code AS code FROM units u JOIN products p ON p.id = u.product_id WHERE p.code = ?', ['MOKKI-JARVI'])
  const { allocateSlots, releaseAllocations } = await import('../../src/server/db/allocationStore')
  for (const unit of units) {
    await allocateSlots(db, [{ resource: resourceKey.unit(unit.code), slot: full }], { productCode: 'MOKKI-JARVI', ref, expiresAt: null, now: new Date() })
  }
  try {
    await visit('/majoitus/jarvenrantamokki')
    const booking = page.locator('.product__booking')
    await typeDate(booking, 'Tulopäivä', formatFinnishDate(addDays(full, -1)))
    await booking.getByRole('button', { name: 'Valitse päivä kalenterista: Tulopäivä' }).click()
    const dialog = page.getByRole('dialog')
    const before = dialog.locator(`button[data-day="${addDays(full, -1)}"]`)
    await expect(before).toHaveAccessibleName(/edullisin yöhinta \d[\d\s]*(,\d\d)?\s€, vapaana$/)
    const fullDay = dialog.locator(`button[data-day="${full}"]`)
    await expect(fullDay).toHaveAccessibleName(/, ei vapaana$/)
    await expect(fullDay).toHaveAttribute('aria-disabled', 'true')
    await expect(fullDay).toContainText('Täynnä')
    await expectAccessible(page)
    // Clicked anyway (Playwright would wait for an enabled button): nothing is chosen, the calendar stays.
    await fullDay.click({ force: true })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Sulje' }).click()

    // Two nights over the full one typed anyway: the nearby free stays of the same length are offered.
    await typeDate(booking, 'Tulopäivä', formatFinnishDate(full))
    await typeDate(booking, 'Lähtöpäivä', formatFinnishDate(addDays(full, 2)))
    const nearby = booking.getByRole('region', { name: 'Vapaita lähipäiviä' })
    await expect(nearby).toBeVisible()
    const choice = nearby.getByRole('button').first()
    await expect(choice).toHaveText(/2 yötä, alk\. /)
    await choice.click()
    await expect(booking.getByRole('textbox', { name: 'Tulopäivä', exact: true })).not.toHaveValue(formatFinnishDate(full))
    await expect(booking.getByRole('radio', { name: /Maksuton peruutus/ })).toBeEnabled()
    await expectAccessible(page)
  } finally {
    await releaseAllocations(db, ref)
    await db.close()
  }
})
