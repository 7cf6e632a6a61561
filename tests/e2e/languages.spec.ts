import { expect, expectAccessible, test } from './fixtures'

const landings = [
  { path: '/', lang: 'fi' },
  { path: '/en', lang: 'en' },
  { path: '/sv', lang: 'sv' },
]

for (const { path, lang } of landings) {
  test(`landing page in ${lang}`, async ({ page, visit }) => {
    const response = await visit(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.locator('link[rel="alternate"][hreflang="fi-FI"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/)
    // The demo gives English and Swedish their own domains (en.localhost, sv.localhost), so their
    // landing pages are those domains' roots (docs/seo.md).
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', /^https?:\/\/en\.[^/]+\/?$/)
    await expect(page.locator('link[rel="alternate"][hreflang="sv-SE"]')).toHaveAttribute('href', /^https?:\/\/sv\.[^/]+\/?$/)
    await expect(page.getByRole('navigation').first()).toBeVisible()
  })
}

test('the Finnish prefix /fi/ leads to the unprefixed address', async ({ page, visit }) => {
  await visit('/fi/majoitushaku')
  await expect(page).toHaveURL(/\/majoitushaku$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
})

test('switching language: Finnish to English and back to Finnish', async ({ page, visit }) => {
  await visit('/majoitushaku')
  await page.getByRole('navigation', { name: 'Valitse kieli' }).getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/accommodation$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expectAccessible(page)
  await page.getByRole('navigation', { name: 'Choose language' }).getByRole('link', { name: 'Suomi' }).click()
  await expect(page).toHaveURL(/\/majoitushaku$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
  await expectAccessible(page)
  // The choice is remembered: the landing page stays Finnish.
  await visit('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
})

test('a Swedish path and an English info path', async ({ page, visit }) => {
  expect((await visit('/sv/sok'))?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
  expect((await visit('/en/info/terms-of-use-and-cookie-policy'))?.status()).toBe(200)
})

test('a Finnish address under /en leads to the English address of the same page', async ({ page, visit }) => {
  await visit('/en/uimahalli')
  await expect(page).toHaveURL(/\/en\/swimming-hall$/)
})

test('the language cookie is remembered for 365 days and wins on the next visit', async ({ page, context, visit }) => {
  await visit('/en')
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')
  expect(cookie?.value).toBe('en')
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400
  expect(days).toBeGreaterThan(364)
  expect(cookie?.sameSite).toBe('Lax')
  expect(cookie?.httpOnly).toBe(true)
  await visit('/')
  await expect(page).toHaveURL(/\/en$/)
})

test.describe('browser language', () => {
  test.use({ locale: 'sv-SE' })
  test('a first visit follows the browser language list', async ({ page, visit }) => {
    await visit('/')
    await expect(page).toHaveURL(/\/sv$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
  })
})

test('locale by domain from the site settings', async ({ page, baseURL, visit }) => {
  const url = new URL(baseURL!)
  url.hostname = 'sv.localhost'
  await visit(url.toString())
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
})

test.describe('the address decides the language', () => {
  test('a Swedish language cookie opens /info in Finnish, and / in Swedish', async ({ page, context, baseURL, visit }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'sv', url: baseURL! }])
    await visit('/info')
    await expect(page).toHaveURL(/\/info$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
    // Reading a Finnish page makes Finnish the remembered language.
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'sv', url: baseURL! }])
    await visit('/')
    await expect(page).toHaveURL(/\/sv$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
  })

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-GB' })
    test('a shared Finnish article link opens in Finnish', async ({ page, visit }) => {
      await visit('/artikkelit/talvikausi-alkaa')
      await expect(page).toHaveURL(/\/artikkelit\/talvikausi-alkaa$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
    })
  })
})
