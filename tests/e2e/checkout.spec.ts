import type { Page } from '@playwright/test'
import { createSqlPort } from '../../src/server/db/sqlPort'
import { showActivityDay } from './activityDay'
import { expect, expectAccessible, test } from './fixtures'
import { contactDetails } from './guestForm'
import { signInAsStaff } from './staff'

const day = (n: number) => new Date(Date.now() + n * 86_400_000)
const iso = (n: number) => day(n).toISOString().slice(0, 10)
const typed = (n: number) => {
  const d = day(n)
  return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`
}

/**
 * The first add into an empty cart opens the "added" popup once the cart has taken it: wait for it,
 * so the next step neither races the add nor finds the popup covering the page.
 */
async function continueShopping(page: Page, added: string, goOn: string) {
  await page.getByRole('dialog', { name: added }).getByRole('button', { name: goOn }).click()
}

async function acceptAndOrder(page: Page, order: string) {
  for (const box of await page.getByRole('checkbox').all()) if (!(await box.isChecked())) await box.check()
  await expectAccessible(page)
  // The button repeats the amount the summary's total shows (no gift cards here, so all of it is paid).
  const total = (await page.locator('.checkout-totals__total dd').first().innerText()).trim()
  await expect(page.getByRole('button', { name: order })).toHaveAccessibleName(`${order} ${total}`)
  await page.getByRole('button', { name: order }).click()
}

test('a guest books a two-night stay for two adults and an activity, pays and gets the confirmation (fi)', async ({ page, visit }) => {
  // The whole journey, with an accessibility check at every step: longer than one page's test.
  test.slow()
  await visit(`/majoitus/kahden-hengen-huone?from=${iso(90)}&to=${iso(92)}&adults=2&children=0&small=0`)
  await page
    .getByRole('radio', { name: /Maksuton peruutus/ })
    .first()
    .check()
  await page.getByRole('button', { name: 'Lisää ostoskoriin', exact: true }).click()
  await continueShopping(page, 'Lisätty ostoskoriisi', 'Jatka ostoksia')

  await visit('/aktiviteettikauppa/kiipeilyn-kokeilu')
  await showActivityDay(page, typed(91))
  // A second add opens no popup: the cart button's count says it is in.
  await page.getByRole('list', { name: 'Ajat' }).getByRole('button', { name: 'Lisää ostoskoriin' }).first().click()

  await page.getByRole('button', { name: 'Ostoskori, 2 tuotetta' }).click()
  const cart = page.getByRole('dialog', { name: 'Ostoskori' })
  await cart.getByRole('link', { name: /kassalle/i }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.locator('[aria-current="step"]')).toHaveText('Tilauksen tiedot')
  await page.getByLabel('Aikuinen 1: Etunimi').fill('Aino')
  await page.getByLabel('Aikuinen 1: Sukunimi').fill('Virtanen')
  await page.getByLabel('Aikuinen 2: Etunimi').fill('Olli')
  await page.getByLabel('Aikuinen 2: Sukunimi').fill('Virtanen')
  await expectAccessible(page)
  await contactDetails(page, { firstName: 'Etunimi', lastName: 'Sukunimi', phone: 'Matkapuhelinnumero', email: 'Sähköposti', next: 'Jatka maksutietoihin' })
  await expect(
    page.getByText('Tiettyyn päivään sidotuilla majoituksilla ja vapaa-ajan palveluilla ei ole 14 päivän peruuttamisoikeutta.', { exact: false }),
  ).toBeVisible()
  await acceptAndOrder(page, 'Tilaa ja maksa')

  await expect(page.getByText('TESTIMAKSUPÄÄTE', { exact: false }).first()).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: /^Maksa / }).click()

  await expect(page.getByRole('heading', { name: 'Kiitos tilauksestasi' })).toBeVisible()
  await expect(page.locator('[aria-current="step"]')).toHaveText('Tilausvahvistus')
  await expect(page.getByText('Olli', { exact: false }).first()).toBeVisible()
  await expect(page.getByText('Kuusirinne Resort Oy', { exact: false }).first()).toBeVisible()
  await expect(page.getByText('1234567-1', { exact: false }).first()).toBeVisible()
  await expectAccessible(page)
  await expect(page.getByRole('button', { name: 'Ostoskori, tyhjä' })).toBeAttached()

  // Staff find the order, its payment and its events in the admin (Payload's own UI: not axe-checked).
  const orderNumber = (await page.locator('.checkout-facts dd').first().innerText()).trim()
  expect(orderNumber).toMatch(/^\d{6}-[0-9A-Z]{6}$/)
  await signInAsStaff(page.request)
  await page.goto(`/admin/collections/orders?where[orderNumber][equals]=${orderNumber}`)
  const orderLink = page.getByRole('link', { name: orderNumber }).first()
  await expect(orderLink).toBeVisible()
  // This order's events: the sweeper may be expiring the integration tests' orders meanwhile, which
  // would push the payment off the first page of all events.
  const orderId = (await orderLink.getAttribute('href'))?.split('/').pop()
  await page.goto(`/admin/collections/order-events?where[order][equals]=${orderId}`)
  await expect(page.getByText('paymentSucceeded').first()).toBeVisible()
})

test('a cancelled payment brings the visitor back with the cart kept (en)', async ({ page, visit }) => {
  await visit(`/en/accommodation-types/double-room?from=${iso(93)}&to=${iso(94)}&adults=1&children=0&small=0`)
  await page
    .getByRole('radio', { name: /Free cancellation/ })
    .first()
    .check()
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
  await continueShopping(page, 'Added to your cart', 'Continue shopping')
  await visit('/en/checkout')
  await page.getByLabel('Adult 1 first name').fill('Aino')
  await page.getByLabel('Adult 1 last name').fill('Virtanen')
  await contactDetails(page, {
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Mobile phone number',
    email: 'Email',
    next: 'Continue to payment information',
  })
  await acceptAndOrder(page, 'Place order and pay')
  await page.getByRole('button', { name: 'Cancel the payment' }).click()

  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible()
  await expectAccessible(page)
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeAttached()
  await page.getByRole('link', { name: 'Back to checkout' }).click()
  await expect(page.getByLabel('Adult 1 first name')).toHaveValue('Aino')
})

test('a payment that ends after the hold ran out says the cart contents expired (fi)', async ({ page, visit }) => {
  await visit(`/majoitus/kahden-hengen-huone?from=${iso(95)}&to=${iso(96)}&adults=1&children=0&small=0`)
  await page
    .getByRole('radio', { name: /Maksuton peruutus/ })
    .first()
    .check()
  await page.getByRole('button', { name: 'Lisää ostoskoriin', exact: true }).click()
  await continueShopping(page, 'Lisätty ostoskoriisi', 'Jatka ostoksia')
  await visit('/checkout')
  await page.getByLabel('Aikuinen 1: Etunimi').fill('Aino')
  await page.getByLabel('Aikuinen 1: Sukunimi').fill('Virtanen')
  await contactDetails(page, { firstName: 'Etunimi', lastName: 'Sukunimi', phone: 'Matkapuhelinnumero', email: 'Sähköposti', next: 'Jatka maksutietoihin' })
  await acceptAndOrder(page, 'Tilaa ja maksa')
  await expect(page.getByRole('button', { name: /^Maksa / })).toBeVisible()

  // The visitor stays at the terminal past the hold (20 minutes): move the hold into the past.
  const orderNumber = (await page.locator('dd').first().innerText()).trim()
  const db = createSqlPort(process.env.TEST_DB_URL ?? 'file:data/resort.db')
  const past = new Date(Date.now() - 60_000).toISOString()
  await db.transaction(async (tx) => {
    await tx.query('UPDATE orders SET hold_expires_at = ? WHERE order_number = ?', [past, orderNumber])
    await tx.query('UPDATE allocations SET expires_at = ? WHERE ref = (SELECT hold_ref FROM orders WHERE order_number = ?)', [past, orderNumber])
  })
  await db.close()
  // The terminal gives up too: the order stays expired and the visitor starts again.
  await page.getByRole('button', { name: 'Kokeile aikakatkaisua' }).click()

  await expect(page.getByRole('heading', { name: 'Ostoskorin sisältö vanhentui' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Aloita alusta' })).toBeVisible()
  await expectAccessible(page)
})

test('a pass from the activities shop joins the same cart and checkout as a stay (en)', async ({ page, visit }) => {
  await visit('/en/aktiviteettikauppa/climbing-wall-single-ticket')
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
  await continueShopping(page, 'Added to your cart', 'Continue shopping')
  await visit(`/en/accommodation-types/double-room?from=${iso(97)}&to=${iso(98)}&adults=1&children=0&small=0`)
  await page
    .getByRole('radio', { name: /Free cancellation/ })
    .first()
    .check()
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
  // The pass is already in the cart, so the stay is not "the first product": no popup, an announcement.
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeHidden()

  await page.getByRole('button', { name: 'Cart, 2 items' }).click()
  const cart = page.getByRole('dialog', { name: 'Cart' })
  await expect(cart.getByRole('heading', { name: 'Digital tickets and passes' })).toBeVisible()
  await expect(cart.getByText('Total including VAT')).toHaveCount(1)
  await expectAccessible(page)
  await cart.getByRole('link', { name: 'Go to checkout' }).click()
  await expect(page.getByRole('heading', { name: 'Digital tickets and passes' })).toBeVisible()
})
