import { expect, expectAccessible, test } from './fixtures'
import { adminInEnglish, signInAsStaff, staff } from './staff'

test.beforeEach(({ context, baseURL }) => adminInEnglish(context, baseURL))

test('an edit published in the admin appears on the site at once', async ({ page, visit }) => {
  test.setTimeout(120_000)
  await visit('/peruutusehdot')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Peruutusehdot')
  const title = `Peruutus- ja muutosehdot ${Date.now()}`

  await page.goto('/admin/login')
  await expectAccessible(page, { wcagOnly: true })
  await page.getByLabel(/email/i).fill(staff.email)
  await page.getByLabel(/password/i).fill(staff.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin$/)

  // The admin's inner views are Payload's own UI (third-party; axe finds issues there we cannot
  // change), so axe checks only our site pages and the admin's sign-in page.
  await page.goto('/admin/collections/pages?where[path][equals]=peruutusehdot')
  await page.getByRole('link', { name: 'Cancellation policy' }).first().click()
  const field = page.locator('#field-pageTitle')
  await expect(field).toBeVisible()
  await field.fill(title)
  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible()

  await visit('/peruutusehdot')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})

test('a starting price changed on a product in the admin shows on the shop listing at once', async ({ page, visit }) => {
  test.setTimeout(120_000)
  await signInAsStaff(page.request)
  await page.goto('/admin/collections/products?where[code][equals]=MOKKI-METSA')
  await page.locator('a[href*="/admin/collections/products/"]').filter({ hasText: 'Metsämökki' }).first().click()
  const price = page.locator('#field-erpStartingPrice')
  await expect(price).toBeVisible()
  await price.fill('9900')
  await page.getByRole('button', { name: /^save$/i }).click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()

  await visit('/majoitushaku')
  const card = page.locator('.product-card').filter({ hasText: 'Metsämökki neljälle' })
  await expect(card.getByText(/alkaen 99\s€/)).toBeVisible()
})
