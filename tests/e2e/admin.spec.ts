import { expect, test } from '@playwright/test'
import { staff } from './staff'

test('an edit published in the admin appears on the site at once', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/peruutusehdot')
  const before = await page.getByRole('heading', { level: 1 }).textContent()
  const title = `Peruutusehdot ${Date.now()}`

  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(staff.email)
  await page.getByLabel(/password/i).fill(staff.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin$/)

  await page.goto('/admin/collections/pages?where[path][equals]=peruutusehdot')
  await page.getByRole('link', { name: 'Cancellation policy' }).first().click()
  const field = page.locator('#field-pageTitle')
  await expect(field).toBeVisible()
  await field.fill(title)
  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible()

  await page.goto('/peruutusehdot')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  expect(before).not.toBe(title)
})
