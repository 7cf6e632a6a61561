import { expect, test } from './fixtures'
import { collectErrors } from './pageErrors'

const swimming = [
  { path: '/uimahalli', hours: 'Kaikki aukioloajat' },
  { path: '/en/swimming-hall', hours: 'All opening hours' },
  { path: '/sv/simhall', hours: 'Alla öppettider' },
]

for (const { path, hours } of swimming) {
  test(`the swimming page hydrates without console errors, and its info box popup opens (${path})`, async ({ page, visit }) => {
    const errors = collectErrors(page)
    await visit(path)
    await expect(page.locator('.listing-item').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
    // The popup's dialog once stood inside the info box's paragraph, which the parser split (React #418).
    const opener = page.getByRole('button', { name: hours })
    await opener.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(opener).toBeFocused()
  })
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })
  for (const path of ['/majoitushaku', '/en/accommodation', '/sv/boende']) {
    test(`a product card's labels do not run into their values (${path})`, async ({ page, visit }) => {
      await visit(path)
      const rows = page.locator('.listing-item .facts__row')
      await expect(rows.first()).toBeVisible()
      for (const row of await rows.all()) {
        const label = (await row.locator('dt').boundingBox())!
        const value = (await row.locator('dd').boundingBox())!
        // Either beside the label with a gap, or below it.
        const beside = value.x >= label.x + label.width + 8
        const below = value.y >= label.y + label.height - 1
        expect(beside || below, await row.innerText()).toBe(true)
        // The label's text fits inside its box.
        expect(await row.locator('dt').evaluate((dt) => dt.scrollWidth <= dt.clientWidth + 1)).toBe(true)
      }
    })
  }
})

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } })
  // Long words, e-mail addresses and a table, in three languages: each of these pages but the
  // English statement once made the whole page scroll sideways.
  const paths = [
    '/saavutettavuusseloste',
    '/en/accessibility-statement',
    '/sv/tillganglighetsutlatande',
    '/info/kayttoehdot-ja-evastekaytannot',
    '/en/info/terms-of-use-and-cookie-policy',
    '/sv/info/anvandarvillkor-och-cookiepolicy',
    '/tapahtumat/kuusirinne-padel-open',
    '/en/events/kuusirinne-padel-open',
    '/sv/evenemang/kuusirinneloppet',
  ]
  for (const path of paths) {
    test(`the page reflows without sideways scrolling (${path})`, async ({ page, visit }) => {
      await visit(path)
      const width = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }))
      expect(width.page).toBeLessThanOrEqual(width.window)
    })
  }

  test('the cookie table scrolls by itself, from the keyboard too', async ({ page, visit }) => {
    await visit('/en/info/terms-of-use-and-cookie-policy')
    const region = page.getByRole('region', { name: 'Essential', exact: true })
    const scroll = () => region.evaluate((element) => element.scrollLeft)
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    await region.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(scroll).toBeGreaterThan(0)
  })
})
