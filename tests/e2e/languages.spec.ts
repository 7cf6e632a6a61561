import { expect, test } from '@playwright/test'
import { expectAccessible } from './a11y'

const landings = [
  { path: '/', lang: 'fi' },
  { path: '/en', lang: 'en' },
  { path: '/sv', lang: 'sv' },
]

for (const { path, lang } of landings) {
  test(`landing page in ${lang}`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.locator('link[rel="alternate"][hreflang="fi-FI"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/)
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', /\/en$/)
    await expect(page.locator('link[rel="alternate"][hreflang="sv-SE"]')).toHaveAttribute('href', /\/sv$/)
    await expect(page.getByRole('navigation').first()).toBeVisible()
    await expectAccessible(page)
  })
}

test('the Finnish prefix /fi/ leads to the unprefixed address', async ({ page }) => {
  await page.goto('/fi/majoitushaku')
  await expect(page).toHaveURL(/\/majoitushaku$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
})

test('localized paths: accommodation search in Finnish and English, and switching language', async ({ page }) => {
  await page.goto('/majoitushaku')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectAccessible(page)
  const switcher = page.getByRole('navigation', { name: 'Valitse kieli' })
  await switcher.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/accommodation$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expectAccessible(page)
})

test('a Swedish path and an info path', async ({ page }) => {
  const sv = await page.goto('/sv/sok')
  expect(sv?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
  await expectAccessible(page)
  const terms = await page.goto('/en/info/terms-of-use-and-cookie-policy')
  expect(terms?.status()).toBe(200)
  await expectAccessible(page)
})

test('the language cookie is remembered for 365 days and wins on the next visit', async ({ page, context }) => {
  await page.goto('/en')
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')
  expect(cookie?.value).toBe('en')
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400
  expect(days).toBeGreaterThan(364)
  expect(cookie?.sameSite).toBe('Lax')
  expect(cookie?.httpOnly).toBe(true)
  await page.goto('/')
  await expect(page).toHaveURL(/\/en$/)
})

test.describe('browser language', () => {
  test.use({ locale: 'sv-SE' })
  test('a first visit follows the browser language list', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/sv$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
  })
})

test('locale by domain from the site settings', async ({ page, baseURL }) => {
  const url = new URL(baseURL!)
  url.hostname = 'sv.localhost'
  await page.goto(url.toString())
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
})
