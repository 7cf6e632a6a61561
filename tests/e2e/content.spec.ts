import { expect, expectAccessible, test } from './fixtures'
import { pageId, signInAsStaff } from './staff'

test('an unknown path shows the translated 404 page', async ({ page, visit }) => {
  expect((await visit('/ei-tallaista-sivua'))?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sivua ei löytynyt')
  await expect(page.getByRole('link', { name: 'Takaisin etusivulle' })).toHaveAttribute('href', '/')
  expect((await visit('/en/no-such-page'))?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect((await visit('/%E0%A4%A'))?.status()).toBe(400)
  await expect(page.getByRole('link', { name: /Etusivulle/ })).toHaveAttribute('href', '/')
})

test('an article, a category page and an education page render with their page classes', async ({ page, visit }) => {
  await visit('/ajankohtaista')
  const href = await page.locator('a[href^="/artikkelit/"]').first().getAttribute('href')
  await visit(href!)
  await expect(page.locator('.page--article')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await visit('/aktiviteettikauppa')
  await expect(page.locator('.page--category.page--grid')).toBeVisible()
  await visit('/koulutus/liikunnanohjauksen-perustutkinto')
  await expect(page.locator('.page--education')).toBeVisible()
  await visit('/majoitus/jarvenrantamokki')
  await expect(page.locator('.page--product')).toBeVisible()
})

// One test per page, so a slow machine spreads them over the workers instead of one test running long.
for (const path of [
  '/uimahalli',
  '/info',
  '/kirjaudu',
  '/en/swimming-hall',
  '/en/contact',
  '/sv/karta',
  '/sv/boende',
  '/checkout',
  '/en/profile',
  '/en/newsletter',
  '/sv/newsletter',
]) {
  test(`content page ${path} passes axe`, async ({ visit }) => {
    const response = await visit(path)
    expect(response?.status(), path).toBe(200)
  })
}

test('a cardList redirect block answers 307, CMS redirects are followed', async ({ request, baseURL }) => {
  const block = await request.get('/kesatarjoukset', { maxRedirects: 0 })
  expect(block.status()).toBe(307)
  expect(new URL(block.headers().location, baseURL).pathname).toBe('/aktiviteettikauppa')
  const stored = await request.get('/tarjoukset', { maxRedirects: 0 })
  expect(stored.status()).toBe(307)
  expect(new URL(stored.headers().location, baseURL).pathname).toBe('/kesatarjoukset')
  const permanent = await request.get('/hinnasto', { maxRedirects: 0 })
  expect(permanent.status()).toBe(308)
  const external = await request.get('/facebook', { maxRedirects: 0 })
  expect(external.headers().location).toBe('https://www.facebook.com/')
})

test('the maintenance page is a layout of its own', async ({ page, visit }) => {
  await visit('/en/maintenance')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We'll be back soon")
  await expect(page.getByRole('navigation')).toHaveCount(0)
})

test('a link to the hash of an accordion item opens it and scrolls there', async ({ page, visit }) => {
  await visit('/uimahalli')
  const id = await page.locator('details.accordion__item [id]').last().getAttribute('id')
  expect(id).toBeTruthy()
  await visit(`/uimahalli#${id}`)
  const target = page.locator(`[id="${id}"]`)
  await expect(target).toBeInViewport()
  await expect(page.locator('details.accordion__item', { has: target })).toHaveAttribute('open', '')
})

test('staff preview shows the draft while the site keeps the published page', async ({ page, visit }) => {
  const token = await signInAsStaff(page.request)
  const id = await pageId(page.request, 'info')
  const draft = await page.request.patch(`/api/pages/${id}?locale=fi&draft=true`, {
    data: { pageTitle: 'Info – luonnos', _status: 'draft' },
    headers: { authorization: `JWT ${token}` },
  })
  expect(draft.ok()).toBe(true)
  await visit('/preview/info')
  await expect(page.getByText('Esikatselu: näet sivun uusimman luonnoksen')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Info – luonnos')
  await visit('/info')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Info – luonnos')
})

test('preview needs a staff session', async ({ page }) => {
  await page.goto('/preview/info')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expectAccessible(page, { wcagOnly: true }) // the admin's sign-in page
})

test('a popup link opens its dialog and closes with Escape', async ({ page, visit }) => {
  await visit('/uimahalli')
  const opener = page.locator('button[aria-haspopup="dialog"]:not(.date-field__open):visible').first()
  await opener.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('a dismissed site alert stays hidden on the next visit', async ({ page, visit }) => {
  await visit('/en/info')
  const alerts = page.getByRole('region', { name: 'Notice' })
  await expect(alerts).toBeVisible()
  await alerts.getByRole('button', { name: 'Dismiss notice' }).click()
  await expect(alerts).toHaveCount(0)
  const cookie = (await page.context().cookies()).find((c) => c.name === 'dismissedAlerts')
  expect(Object.keys(JSON.parse(decodeURIComponent(cookie!.value)))).toEqual(['alert-2026-12-pool'])
  await visit('/en/info')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Notice' })).toHaveCount(0)
})

test('the skip link moves keyboard focus to the main content', async ({ page, visit }) => {
  await visit('/en/info')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main-content')).toBeFocused()
})

test('an in-site link prefetches its page only once pointed at, and is followed without reloading the page', async ({ page, visit }) => {
  const prefetched: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.searchParams.has('_rsc')) prefetched.push(url.pathname)
  })
  await visit('/en')
  // The cart button's count shows once the page's script runs: from then on the links are followed in place.
  await expect(page.getByRole('button', { name: 'Cart, empty' })).toBeVisible()
  await page.evaluate(() => Object.assign(window, { loadedOnce: true }))
  await page.waitForLoadState('networkidle')
  expect(prefetched, 'links merely in view are not prefetched').toEqual([])

  const news = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'News', exact: true })
  await news.hover()
  await expect.poll(() => prefetched).toContain('/en/news')
  await news.click()
  await expect(page).toHaveURL(/\/en\/news$/)
  expect(prefetched, 'the click used the prefetched page').toEqual(['/en/news'])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
  expect(await page.evaluate(() => 'loadedOnce' in window), 'the page was not loaded again').toBe(true)
  await expectAccessible(page)
})

test('once the server runs a new build, the next in-site link loads its page fully (sv)', async ({ page, visit }) => {
  await page.clock.install()
  await page.route('**/proxy/build', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }))
  await visit('/sv')
  await expect(page.getByRole('button', { name: 'Varukorg, tom' })).toBeVisible()
  await page.evaluate(() => Object.assign(window, { loadedOnce: true }))
  const polled = page.waitForResponse('**/proxy/build')
  await page.clock.fastForward('05:01') // the open page asks for the running build every 5 minutes
  await polled
  await page.evaluate(() => fetch('/proxy/build').then((response) => response.json())) // its answer is read by now

  const link = page.getByRole('navigation', { name: 'Huvudnavigering' }).getByRole('link').first()
  const href = await link.getAttribute('href')
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => 'loadedOnce' in window), 'the page was loaded anew').toBe(false)
})
