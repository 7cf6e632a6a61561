import { expect, expectAccessible, test } from './fixtures'
import { typeDate } from './typeDate'

/** A day `n` days ahead as the date fields take it (dd.MM.yyyy). */
function inDays(n: number): string {
  const d = new Date(Date.now() + n * 86_400_000)
  return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`
}

const accommodation = [
  {
    path: '/majoitushaku',
    arrival: 'Tulopäivä',
    departure: 'Lähtöpäivä',
    increaseChildren: 'Lisää: Lapset (5–14 v)',
    results: /(\d+) tulosta?/,
    free: 'Maksuton peruutus',
    add: 'Lisää ostoskoriin',
    added: 'Lisätty ostoskoriisi',
    goOn: 'Jatka ostoksia',
    cart: 'Ostoskori, 1 tuote',
    party: '2 aikuista, 1 lapsi, 0 pientä lasta',
  },
  {
    path: '/en/accommodation',
    arrival: 'Arrival',
    departure: 'Departure',
    increaseChildren: 'Increase: Children (5–14 years)',
    results: /(\d+) results?/,
    free: 'Free cancellation',
    add: 'Add to cart',
    added: 'Added to your cart',
    goOn: 'Continue shopping',
    cart: 'Cart, 1 item',
    party: '2 adults, 1 child, 0 small children',
  },
]

for (const l of accommodation) {
  test(`accommodation search for 2 adults and a child opens a bookable result (${l.path})`, async ({ page, visit }) => {
    await visit(l.path)
    await typeDate(page, l.arrival, inDays(30))
    await typeDate(page, l.departure, inDays(32))
    await page.getByRole('button', { name: l.increaseChildren }).click()
    const status = page.getByRole('status').filter({ hasText: l.results })
    await expect(status).toBeVisible()
    const first = page.locator('.listing-item').first()
    await expect(first.getByText(l.free).first()).toBeVisible()
    await expectAccessible(page)
    await first.locator('a.listing-item__book').click()
    await expect(page).toHaveURL(/adults=2/)
    await expect(page).toHaveURL(/children=1/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('radio', { name: new RegExp(l.free) }).check()
    await page.getByRole('button', { name: l.add }).click()
    const added = page.getByRole('dialog', { name: l.added })
    await expect(added).toBeVisible()
    await added.getByRole('button', { name: l.goOn }).click()
    await page.getByRole('button', { name: l.cart }).click()
    await expect(page.getByRole('dialog').getByText(l.party)).toBeVisible()
    await expectAccessible(page)
  })
}

test('the calendar opens from its button, picks a day with the keyboard and gives focus back', async ({ page, visit }) => {
  await visit('/en/accommodation')
  const opener = page.getByRole('button', { name: 'Choose from calendar: Arrival' })
  await opener.click()
  const calendar = page.getByRole('dialog')
  await expect(calendar).toBeVisible()
  await expect(calendar.getByRole('columnheader').first()).toHaveText('Mo')
  await expectAccessible(page)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(calendar).toBeHidden()
  await expect(opener).toBeFocused()
  await expect(page.getByRole('textbox', { name: 'Arrival', exact: true })).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/)
  await opener.click()
  await page.keyboard.press('Escape')
  await expect(calendar).toBeHidden()
  await expect(opener).toBeFocused()
})

test('a full course shows as full (fi, sv)', async ({ page, visit }) => {
  await visit('/kurssihaku')
  await expect(page.getByText('Täynnä').first()).toBeVisible()
  await visit('/sv/kurser')
  await expect(page.getByText('Fullbokad').first()).toBeVisible()
})

const priceFilter = [
  { path: '/en/accommodation', show: 'Show filters', max: 'Maximum price (€)', removeAll: 'Remove all filters', results: /(\d+) results?/ },
  { path: '/sv/boende', show: 'Visa filter', max: 'Högsta pris (€)', removeAll: 'Ta bort alla filter', results: /(\d+) resultat/ },
]

for (const l of priceFilter) {
  test(`the price filter narrows the listing (${l.path})`, async ({ page, visit }) => {
    await visit(l.path)
    const count = async () => Number((await page.getByRole('status').filter({ hasText: l.results }).innerText()).match(/\d+/)![0])
    await expect(page.getByRole('status').filter({ hasText: l.results })).toBeVisible()
    const all = await count()
    await page.getByRole('button', { name: l.show }).click()
    const max = page.getByLabel(l.max)
    await max.fill('120')
    await max.press('Enter')
    await expect.poll(count).toBeLessThan(all)
    await expect.poll(count).toBeGreaterThan(0)
    await expectAccessible(page)
    await page.getByRole('button', { name: l.removeAll }).click()
    await expect.poll(count).toBe(all)
  })
}
