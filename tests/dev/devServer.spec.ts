import { expect, test } from '@playwright/test'
import { collectErrors } from '../e2e/pageErrors'

/**
 * The site under `next dev` (docs/testing.md#the-development-server): what the production build hides
 * shows here, such as an API next-intl refuses only in development, or a difference between the
 * server's HTML and the browser's first render, which development React reports as a console error.
 * Each page must answer 200, hydrate (its header's cart button takes the name the browser gives it)
 * and log no error.
 */
const pages = [
  { path: '/', cart: 'Ostoskori, tyhjä' },
  { path: '/en/swimming-hall', cart: 'Cart, empty' },
  { path: '/sv/boende', cart: 'Varukorg, tom' },
  { path: '/majoitus/jarvenrantamokki', cart: 'Ostoskori, tyhjä' },
  { path: '/en/checkout', cart: 'Cart, empty' },
]

for (const { path, cart } of pages) {
  test(`${path} renders and hydrates under next dev with no console error`, async ({ page }) => {
    const errors = collectErrors(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('button', { name: cart })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })
}
