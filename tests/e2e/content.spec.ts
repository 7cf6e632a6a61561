import { expect, test } from '@playwright/test'
import { expectAccessible } from './a11y'
import { pageId, signInAsStaff } from './staff'

test('an unknown path shows the translated 404 page', async ({ page }) => {
  const fi = await page.goto('/ei-tallaista-sivua')
  expect(fi?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sivua ei löytynyt')
  await expect(page.getByRole('link', { name: 'Takaisin etusivulle' })).toHaveAttribute('href', '/')
  await expectAccessible(page)
  const en = await page.goto('/en/no-such-page')
  expect(en?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('an article, a category page and an education page render with their page classes', async ({ page }) => {
  await page.goto('/ajankohtaista')
  await expectAccessible(page)
  const first = page.locator('a[href^="/artikkelit/"]').first()
  const href = await first.getAttribute('href')
  await page.goto(href!)
  await expect(page.locator('.page--article')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expectAccessible(page)
  await page.goto('/aktiviteettikauppa')
  await expect(page.locator('.page--category.page--grid')).toBeVisible()
  await expectAccessible(page)
  await page.goto('/koulutus/liikunnanohjauksen-perustutkinto')
  await expect(page.locator('.page--education')).toBeVisible()
  await expectAccessible(page)
})

test('the swimming hall and info pages pass axe', async ({ page }) => {
  for (const path of ['/uimahalli', '/info', '/en/swimming-hall', '/sv/karta']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expectAccessible(page)
  }
})

test('a cardList redirect block answers 307, CMS redirects are followed', async ({ request, baseURL }) => {
  const block = await request.get('/kesatarjoukset', { maxRedirects: 0 })
  expect(block.status()).toBe(307)
  expect(block.headers().location).toBe('/aktiviteettikauppa')
  const stored = await request.get('/tarjoukset', { maxRedirects: 0 })
  expect(stored.status()).toBe(307)
  expect(new URL(stored.headers().location, baseURL).pathname).toBe('/kesatarjoukset')
  const permanent = await request.get('/hinnasto', { maxRedirects: 0 })
  expect(permanent.status()).toBe(308)
  const external = await request.get('/facebook', { maxRedirects: 0 })
  expect(external.headers().location).toBe('https://www.facebook.com/')
})

test('the maintenance page is a layout of its own', async ({ page }) => {
  await page.goto('/en/maintenance')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We'll be back soon")
  await expect(page.getByRole('navigation')).toHaveCount(0)
  await expectAccessible(page)
})

test('a link to the hash of an accordion item opens it and scrolls there', async ({ page }) => {
  await page.goto('/uimahalli')
  const id = await page.locator('details.accordion__item [id]').last().getAttribute('id')
  expect(id).toBeTruthy()
  await page.goto(`/uimahalli#${id}`)
  const target = page.locator(`[id="${id}"]`)
  await expect(target).toBeInViewport()
  await expect(page.locator('details.accordion__item', { has: target })).toHaveAttribute('open', '')
})

test('staff preview shows the draft while the site keeps the published page', async ({ page }) => {
  await signInAsStaff(page.request)
  const id = await pageId(page.request, 'info')
  const draft = await page.request.patch(`/api/pages/${id}?locale=fi&draft=true`, {
    data: { pageTitle: 'Info – luonnos', _status: 'draft' },
  })
  expect(draft.ok()).toBe(true)
  await page.goto('/preview/info')
  await expect(page.getByText('Esikatselu: näet sivun uusimman luonnoksen')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Info – luonnos')
  await expectAccessible(page)
  await page.goto('/info')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Info – luonnos')
})

test('preview needs a staff session', async ({ page }) => {
  await page.goto('/preview/info')
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('a dismissed site alert stays hidden on the next visit', async ({ page }) => {
  await page.goto('/en/info')
  const alerts = page.getByRole('region', { name: 'Notice' })
  await expect(alerts).toBeVisible()
  await alerts.getByRole('button', { name: 'Dismiss notice' }).click()
  await expect(alerts).toHaveCount(0)
  const cookie = (await page.context().cookies()).find((c) => c.name === 'dismissedAlerts')
  expect(Object.keys(JSON.parse(decodeURIComponent(cookie!.value)))).toEqual(['alert-2026-12-pool'])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Notice' })).toHaveCount(0)
})
