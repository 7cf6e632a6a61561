import { request as newRequest, type BrowserContext, type Page } from '@playwright/test'
import { parseConsent } from '../../src/domain/consent/consentChoice'
import { cookieEntry } from '../../src/domain/consent/cookies'
import { expect, expectAccessible, test } from './fixtures'
import { signInAsStaff } from './staff'

// These tests start as a first-time visitor: no cookie choice yet.
test.use({ consent: null })

const containerId = 'GTM-TEST123'
const baseUrl = process.env.TEST_BASE_URL ?? 'http://localhost:3000'

type Texts = { prefix: string; banner: string; accept: string; reject: string; settings: string }
const texts: Record<'fi' | 'en' | 'sv', Texts> = {
  fi: { prefix: '', banner: 'Evästeet sivustollamme', accept: 'Hyväksy kaikki', reject: 'Hylkää kaikki', settings: 'Asetukset' },
  en: { prefix: '/en', banner: 'Cookies on our site', accept: 'Accept all', reject: 'Reject all', settings: 'Settings' },
  sv: { prefix: '/sv', banner: 'Kakor på vår webbplats', accept: 'Godkänn alla', reject: 'Avvisa alla', settings: 'Anpassa' },
}

/** The container as a local stub: it records the data layer it found, so nothing leaves the machine. */
const stubContainer = `window.__container = {
  id: new URL(document.currentScript.src).searchParams.get('id'),
  atLoad: window.dataLayer.map((entry) => (entry && typeof entry === 'object' && !Array.isArray(entry) && typeof entry.length === 'number' ? Array.from(entry) : entry)),
}`

/** Every request to Google's tag and analytics hosts: the container gets the stub, anything else is stopped. */
async function watchGoogle(page: Page): Promise<string[]> {
  const requests: string[] = []
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//, (route) => {
    const url = route.request().url()
    requests.push(url)
    return url.startsWith('https://www.googletagmanager.com/gtm.js?') ? route.fulfill({ contentType: 'text/javascript', body: stubContainer }) : route.abort()
  })
  return requests
}

async function nonEssentialCookies(context: BrowserContext) {
  return (await context.cookies()).map((c) => c.name).filter((name) => cookieEntry(name)?.category !== 'essential')
}

const events = (page: Page, name: string) =>
  page.evaluate((event) => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) => entry.event === event), name)

/** Site settings through the admin's REST API, as staff. */
async function siteSettings(consent: { tagManagerId?: string; policyVersion?: number }) {
  const api = await newRequest.newContext({ baseURL: baseUrl })
  const token = await signInAsStaff(api)
  const response = await api.post('/api/globals/siteSettings', { data: { consent }, headers: { authorization: `JWT ${token}` } })
  expect(response.ok()).toBe(true)
  const settings = (await response.json()) as { result: { consent: { policyVersion: number } } }
  await api.dispose()
  return settings.result.consent
}

test.beforeAll(async () => {
  await siteSettings({ tagManagerId: containerId })
})

test.afterAll(async () => {
  await siteSettings({ tagManagerId: '' })
})

for (const [locale, t] of Object.entries(texts)) {
  test(`rejecting all keeps the tag manager away and sets no cookie but essential ones (${locale})`, async ({ page, context, visit }) => {
    const google = await watchGoogle(page)
    await visit(`${t.prefix}/`)
    const banner = page.getByRole('region', { name: t.banner })
    await expect(banner).toBeVisible()
    await expectAccessible(page) // with the banner open
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.consent-banner')!).position)).toBe('fixed')
    await banner.getByRole('button', { name: t.reject }).click()
    await expect(banner).toBeHidden()
    await expect(page.locator('#main-content')).toBeFocused()
    expect(parseConsent((await context.cookies()).find((c) => c.name === 'consent')?.value)).toMatchObject({
      functional: false,
      analytics: false,
      marketing: false,
    })

    // Another language (its cookie is functional) and another page: still no banner, no container.
    await visit(locale === 'en' ? '/sv/' : '/en/')
    await expect(page.getByRole('region', { name: /Cookies on our site|Kakor på vår webbplats/ })).toHaveCount(0)
    expect(await nonEssentialCookies(context)).toEqual([])
    expect(google).toEqual([])
    // The events wait in the page's data layer behind Consent Mode's denied defaults; nothing reads them.
    const first = await page.evaluate(() => Array.from((window as unknown as { dataLayer: IArguments[] }).dataLayer[0]))
    expect(first).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', security_storage: 'granted' })])
  })
}

test('the three answers look and weigh the same, in one row on a phone (sv)', async ({ page, visit }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await visit('/sv/')
  const banner = page.getByRole('region', { name: texts.sv.banner })
  await expect(banner).toBeVisible()
  const buttons = [texts.sv.accept, texts.sv.reject, texts.sv.settings].map((name) => banner.getByRole('button', { name }))
  const boxes = await Promise.all(buttons.map((button) => button.boundingBox()))
  const styles = await Promise.all(
    buttons.map((button) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element)
        return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, style.borderTopWidth, style.borderTopColor].join(' ')
      }),
    ),
  )
  for (const box of boxes) {
    expect(Math.abs(box!.width - boxes[0]!.width)).toBeLessThan(1)
    expect(Math.abs(box!.height - boxes[0]!.height)).toBeLessThan(1)
    expect(Math.abs(box!.y - boxes[0]!.y)).toBeLessThan(1)
    expect(box!.height).toBeGreaterThanOrEqual(24)
  }
  expect(new Set(styles).size).toBe(1)
  expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x)
  expect(boxes[1]!.x).toBeLessThan(boxes[2]!.x)
  await expectAccessible(page)
  // The banner lies over the page: answering it moves nothing.
  const top = async () => (await page.locator('#main-content').boundingBox())!.y
  const before = await top()
  await buttons[0]!.click()
  await expect(banner).toBeHidden()
  expect(await top()).toBe(before)
})

test('the answers and the alert’s close button wait for the page’s script, then answer at once (en)', async ({ page, context }) => {
  // The page's scripts wait until released: the visitor sees the server's HTML.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/en', { waitUntil: 'commit' })
  const banner = page.getByRole('region', { name: texts.en.banner })
  const answers = [texts.en.accept, texts.en.reject, texts.en.settings].map((name) => banner.getByRole('button', { name }))
  const alerts = page.getByRole('region', { name: 'Notice' })
  const dismiss = alerts.getByRole('button', { name: 'Dismiss notice' })
  // Pressed now, an answer or the close button would do nothing: no script has taken them over.
  for (const answer of answers) await expect(answer).toBeDisabled()
  await expect(dismiss).toBeDisabled()

  release()
  for (const answer of answers) await expect(answer).toBeEnabled()
  await dismiss.click()
  await expect(alerts).toHaveCount(0)
  await answers[1]!.click()
  await expect(banner).toBeHidden()
  expect(parseConsent((await context.cookies()).find((c) => c.name === 'consent')?.value)).toMatchObject({ functional: false, analytics: false })
})

test('a banner the browser has read only in part is not painted, so it does not grow on screen (fi)', async ({ page, visit }) => {
  await visit('/')
  const banner = page.getByRole('region', { name: texts.fi.banner })
  await expect(banner).toBeVisible()
  // As a first paint can find it: the title and text read, the answers not yet.
  await page.evaluate(() => document.querySelector('.consent-banner__actions')?.remove())
  await expect(banner).toBeHidden()
})

test('analytics consent loads the container after Consent Mode, and a paid order is reported once (en)', async ({ page, context, visit }) => {
  test.slow()
  const google = await watchGoogle(page)
  await visit('/en/')
  const banner = page.getByRole('region', { name: texts.en.banner })
  await banner.getByRole('button', { name: 'Settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('checkbox', { name: /Essential/ })).toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: /Essential/ })).toBeDisabled()
  for (const name of ['Functional', 'Analytics', 'Marketing']) await expect(dialog.getByRole('checkbox', { name })).not.toBeChecked()
  await expectAccessible(page)
  await dialog.getByRole('checkbox', { name: 'Analytics' }).check()
  await dialog.getByRole('button', { name: 'Save choices' }).click()
  await expect(dialog).toBeHidden()
  await expect(banner).toBeHidden()

  await expect.poll(() => page.evaluate(() => (window as unknown as { __container?: { id: string } }).__container?.id)).toBe(containerId)
  const atLoad = await page.evaluate(() => (window as unknown as { __container: { atLoad: unknown[] } }).__container.atLoad)
  expect(atLoad[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })])
  expect(atLoad).toContainEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied', functionality_storage: 'denied' }),
  ])
  expect(google.every((url) => url === `https://www.googletagmanager.com/gtm.js?id=${containerId}`)).toBe(true)
  expect(await nonEssentialCookies(context)).toEqual([])

  // A stay, bought with the test terminal.
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
  await visit(`/en/accommodation-types/double-room?from=${day(130)}&to=${day(131)}&adults=1&children=0&small=0`)
  await expect
    .poll(async () => (await events(page, 'view_item'))[0])
    .toMatchObject({ ecommerce: { currency: 'EUR', items: [{ item_category: 'Accommodation' }] } })
  await page
    .getByRole('radio', { name: /Free cancellation/ })
    .first()
    .check()
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
  // The first add into the empty cart opens the popup once the cart has taken it.
  await page.getByRole('dialog', { name: 'Added to your cart' }).getByRole('button', { name: 'Continue shopping' }).click()
  expect(await events(page, 'add_to_cart')).toHaveLength(1)
  await visit('/en/checkout')
  await expect.poll(async () => (await events(page, 'begin_checkout')).length).toBe(1)
  await page.getByLabel('Adult 1 first name').fill('Aino')
  await page.getByLabel('Adult 1 last name').fill('Virtanen')
  const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}\\b`) })
  await field('First name').fill('Aino')
  await field('Last name').fill('Virtanen')
  await field('Mobile phone number').fill('401234567')
  await field('Email').fill('aino.virtanen@example.com')
  await page.getByRole('button', { name: 'Continue to payment information' }).click()
  for (const box of await page.getByRole('checkbox').all()) if (!(await box.isChecked())) await box.check()
  await page.getByRole('button', { name: 'Place order and pay' }).click()

  const pay = page.getByRole('button', { name: /^Pay / })
  await expect(pay).toBeVisible()
  const orderNumber = (await page.locator('dd').first().innerText()).trim()
  const amount = Number((await pay.innerText()).replace(/[^\d,]/g, '').replace(',', '.'))
  expect(amount).toBeGreaterThan(0)
  await pay.click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
  await expect.poll(async () => (await events(page, 'purchase')).length).toBe(1)
  expect((await events(page, 'purchase'))[0]).toMatchObject({
    ecommerce: { currency: 'EUR', transaction_id: orderNumber, value: amount, items: [{ item_category: 'Accommodation', quantity: 1, price: amount }] },
  })
  await expectAccessible(page)

  // A reload shows the confirmation again, but the sale is not counted twice.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => (window as unknown as { __container?: { id: string } }).__container?.id)).toBe(containerId)
  expect(await events(page, 'purchase')).toHaveLength(0)
})

test('cookie settings open again from the footer, keep focus inside and withdraw consent (en)', async ({ page, context, visit }) => {
  await context.addCookies([{ name: 'consent', value: `v=1&functional=1&analytics=0&marketing=0&at=${Math.floor(Date.now() / 1000)}`, url: baseUrl }])
  await visit('/en/info')
  expect((await context.cookies()).map((c) => c.name)).toContain('NEXT_LOCALE')
  await expect(page.getByRole('region', { name: texts.en.banner })).toHaveCount(0)

  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('checkbox', { name: 'Functional' })).toBeChecked()
  await expectAccessible(page)
  // The modal keeps keyboard focus inside it.
  for (const key of [...Array<string>(8).fill('Tab'), ...Array<string>(3).fill('Shift+Tab')]) {
    await page.keyboard.press(key)
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  await opener.click()
  await dialog.getByRole('checkbox', { name: 'Functional' }).uncheck()
  await dialog.getByRole('button', { name: 'Save choices' }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  // The language cookie is the server's: it goes with the next page.
  await visit('/en/info')
  expect(await nonEssentialCookies(context)).toEqual([])
})

test('the cookie policy lists our cookies by category and opens the settings (fi)', async ({ page, visit }) => {
  await visit('/info/kayttoehdot-ja-evastekaytannot')
  const policy = page.getByRole('region', { name: 'Sivustolla käytetyt evästeet' })
  await expect(policy.getByRole('region', { name: 'Välttämättömät' }).getByRole('rowheader', { name: 'cart', exact: true })).toBeVisible()
  await expect(policy.getByRole('region', { name: 'Toiminnalliset' }).getByRole('rowheader', { name: 'NEXT_LOCALE' })).toBeVisible()
  await expect(policy.getByRole('region', { name: 'Analytiikka' }).getByRole('rowheader', { name: '_ga', exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: texts.fi.banner }).getByRole('link', { name: 'Lue evästekäytäntömme' })).toHaveAttribute(
    'href',
    '/info/kayttoehdot-ja-evastekaytannot',
  )
  await policy.getByRole('button', { name: 'Muuta evästeasetuksiasi' }).click()
  await expect(page.getByRole('dialog', { name: 'Evästeasetukset' })).toBeVisible()
  await expectAccessible(page)
})

test('a new cookie policy version asks again (en)', async ({ page, context, visit, request }) => {
  const versionOf = async () => Number(/data-consent-version="(\d+)"/.exec(await (await request.get('/en/info')).text())?.[1])
  const current = await versionOf()
  // Staff raise the version; the cached pages carry the new one. Put back at once: other tests' visitors chose under it.
  try {
    await siteSettings({ policyVersion: current + 1 })
    await expect.poll(versionOf).toBe(current + 1)
  } finally {
    await siteSettings({ policyVersion: current })
  }
  await expect.poll(versionOf).toBe(current)

  // A choice made under another version is asked again.
  await context.addCookies([{ name: 'consent', value: `v=${current + 1}&functional=1&analytics=1&marketing=1&at=1767225600`, url: baseUrl }])
  const google = await watchGoogle(page)
  await visit('/en/info')
  const banner = page.getByRole('region', { name: texts.en.banner })
  await expect(banner).toBeVisible()
  expect(google).toEqual([])
  await banner.getByRole('button', { name: 'Reject all' }).click()
  expect(parseConsent((await context.cookies()).find((c) => c.name === 'consent')?.value)).toMatchObject({ version: current, analytics: false })
})
