import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'

/** A day `n` days ahead as an ISO date (the product page's query string takes these). */
function isoInDays(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
}

const stayQuery = `?from=${isoInDays(40)}&to=${isoInDays(42)}&adults=2&children=0&small=0`

async function addStay(page: Page, rate: string, add: string) {
  await page
    .getByRole('radio', { name: new RegExp(rate) })
    .first()
    .check()
  await page.getByRole('button', { name: add, exact: true }).click()
}

test('a stay goes into the cart, guests are named, and the cart survives a reload (en)', async ({ page, visit }) => {
  await visit(`/en/accommodation-types/double-room${stayQuery}`)
  await addStay(page, 'Free cancellation', 'Add to cart')

  const popup = page.getByRole('dialog', { name: 'Added to your cart' })
  await expect(popup).toBeVisible()
  await expectAccessible(page)
  await popup.getByRole('button', { name: 'Continue shopping' }).click()
  await expect(popup).toBeHidden()
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeFocused()

  const cartButton = page.getByRole('button', { name: 'Cart, 1 item' })
  await cartButton.click()
  const cart = page.getByRole('dialog', { name: 'Cart' })
  await expect(cart.getByText('Total including VAT')).toBeVisible()
  await expectAccessible(page)
  await cart.getByLabel('Adult 1 first name').fill('Aino')
  await cart.getByLabel('Adult 1 last name').fill('Virtanen')
  await cart.getByLabel('Adult 2 first name').fill('Eino')
  await cart.getByLabel('Adult 2 last name').fill('Virtanen')
  await expect(cart.getByText('Enter the first and last name of every guest before ordering.')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(cart).toBeHidden()
  await expect(cartButton).toBeFocused()

  await page.reload()
  await page.getByRole('button', { name: 'Cart, 1 item' }).click()
  await expect(cart.getByLabel('Adult 2 first name')).toHaveValue('Eino')
  await expect(cart.getByRole('heading', { level: 4 }).first()).not.toHaveText('Product')
  await cart.getByRole('button', { name: /^Remove / }).click()
  await expect(cart.getByText('Your cart is empty.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cart, empty' })).toBeAttached()
})

test('a later add is announced, and a discount code recalculates the totals (fi)', async ({ page, visit }) => {
  await visit(`/majoitus/kahden-hengen-huone${stayQuery}`)
  await addStay(page, 'Maksuton peruutus', 'Lisää ostoskoriin')
  await page.getByRole('dialog', { name: 'Lisätty ostoskoriisi' }).getByRole('button', { name: 'Jatka ostoksia' }).click()
  await page.getByRole('button', { name: 'Lisää ostoskoriin', exact: true }).click()
  await expect(page.getByText('Lisätty ostoskoriin: ')).toBeAttached()
  await expect(page.getByRole('dialog', { name: 'Lisätty ostoskoriisi' })).toBeHidden()

  await page.getByRole('button', { name: 'Ostoskori, 2 tuotetta' }).click()
  const cart = page.getByRole('dialog', { name: 'Ostoskori' })
  const total = cart.locator('.cart-totals__total dd')
  await expect(total).toBeVisible()
  const before = await total.innerText()
  // The code forms wait behind their disclosure.
  await expect(cart.getByLabel('Alennuskoodi')).toBeHidden()
  await cart.getByText('Onko sinulla alennuskoodi tai lahjakortti?').click()
  await cart.getByLabel('Alennuskoodi').fill('EIOLEMASSA')
  await cart.getByRole('button', { name: 'Käytä koodi' }).click()
  await expect(cart.getByRole('status').filter({ hasText: 'Alennuskoodia EIOLEMASSA ei löytynyt.' })).toBeVisible()
  await cart.getByLabel('Alennuskoodi').fill('TALVI15')
  await cart.getByRole('button', { name: 'Käytä koodi' }).click()
  await expect(cart.getByRole('status').filter({ hasText: 'Alennuskoodi TALVI15 on käytössä.' })).toBeVisible()
  await expect(total).not.toHaveText(before)
  await expect(cart.getByText('Alennus', { exact: true }).first()).toBeVisible()
  await expectAccessible(page)
  // A cart that holds a code shows its forms open, with the code's status, after a reload.
  await page.reload()
  await page.getByRole('button', { name: 'Ostoskori, 2 tuotetta' }).click()
  await expect(cart.getByRole('status').filter({ hasText: 'Alennuskoodi TALVI15 on käytössä.' })).toBeVisible()
  await expect(cart.getByLabel('Alennuskoodi')).toHaveValue('TALVI15')
  await cart.getByRole('button', { name: 'Tyhjennä ostoskori' }).click()
  await expect(cart.getByText('Ostoskorisi on tyhjä.')).toBeVisible()
})

test('a gift card cannot join other items until the cart is emptied (sv)', async ({ page, visit }) => {
  await visit(`/sv/boendeformer/dubbelrum${stayQuery}`)
  await addStay(page, 'Gratis avbokning', 'Lägg i varukorgen')
  await page.getByRole('dialog', { name: 'Tillagd i din varukorg' }).getByRole('button', { name: 'Fortsätt handla' }).click()

  await visit('/sv/presentkort')
  // The rule is told before the form is filled, with a way to finish the current order first.
  const rule = page.locator('.gift-card-rule')
  await expect(rule).toContainText('Ett presentkort beställs separat.')
  await expect(rule.getByRole('link', { name: 'Slutför den nuvarande beställningen' })).toBeVisible()
  const field = (name: string) => page.getByRole('textbox', { name, exact: true })
  await field('Mottagarens namn').fill('Åsa')
  await field('Mottagarens e-post').fill('asa@example.se')
  await field('Bekräfta mottagarens e-post').fill('asa@example.se')
  await page.getByRole('checkbox', { name: 'Jag godkänner presentkortets villkor' }).check()
  await page.getByRole('button', { name: 'Lägg i varukorgen', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'presentkort' })).toHaveText(
    'Ett presentkort kan inte köpas tillsammans med andra produkter. Töm varukorgen först.',
  )
  await expectAccessible(page)
  // The alert's own button (the last one; the rule above the form has the other).
  await page.getByRole('button', { name: 'Töm varukorgen' }).last().click()
  await expect(page.getByRole('button', { name: 'Lägg i varukorgen', exact: true })).toBeFocused()
  await expect(rule).toBeHidden()
  await page.getByRole('button', { name: 'Lägg i varukorgen', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Tillagd i din varukorg' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Varukorg, 1 produkt' })).toBeAttached()
})

test('upgrading keeps dates and persons; a line that cannot be bought says so and can be removed (en)', async ({ page, visit }) => {
  await visit(`/en/accommodation-types/double-room${stayQuery}`)
  await addStay(page, 'Free cancellation', 'Add to cart')
  await page.getByRole('dialog', { name: 'Added to your cart' }).getByRole('button', { name: 'Continue shopping' }).click()
  await page.getByRole('button', { name: 'Cart, 1 item' }).click()
  const cart = page.getByRole('dialog', { name: 'Cart' })
  const upgrade = cart.getByRole('button', { name: /^Upgrade to / }).first()
  const target = (await upgrade.innerText()).match(/^Upgrade to (.+): \+/)![1]
  const dates = await cart.locator('.cart-line__fact').filter({ hasText: 'Dates' }).locator('dd').innerText()
  await upgrade.click()
  await expect(cart.getByRole('heading', { level: 4, name: target })).toBeFocused()
  await expect(cart.locator('.cart-line__fact').filter({ hasText: 'Dates' }).locator('dd')).toHaveText(dates)
  await expect(cart.getByText('2 adults, 0 children, 0 small children')).toBeVisible()

  // A cart kept from before whose product is no longer sold.
  const gone = { v: 1, l: [{ k: 'gone-1', p: 'NO-SUCH-PRODUCT', i: 'ticket', m: { amount: 1, dates: { from: isoInDays(5), to: isoInDays(5) } } }] }
  const value = Buffer.from(JSON.stringify(gone)).toString('base64url')
  await page.context().addCookies([{ name: 'cart', value, domain: new URL(page.url()).hostname, path: '/' }])
  await visit('/en')
  await page.getByRole('button', { name: 'Cart, 1 item' }).click()
  await expect(cart.getByText('Product unavailable – remove it from the cart.')).toBeVisible()
  await expectAccessible(page)
  await cart.getByRole('button', { name: /^Remove / }).click()
  await expect(cart.getByText('Your cart is empty.')).toBeFocused()
})

test('checkout keeps the place of the facts a line is still being priced for, so the guest fields do not move (sv)', async ({ page, visit, baseURL }) => {
  const stay = {
    k: 'kept-1',
    p: 'HUONE-2H',
    i: 'accommodation',
    n: [2, 0, 0],
    m: { variation: 'freeCancellation', dates: { from: isoInDays(40), to: isoInDays(41) } },
  }
  await page.context().addCookies([{ name: 'cart', value: Buffer.from(JSON.stringify({ v: 1, l: [stay] })).toString('base64url'), url: baseURL! }])
  // The price answer waits until the line read from the cookie has been looked at.
  let answer = () => {}
  const held = new Promise<void>((resolve) => (answer = resolve))
  await page.route('**/product/totals', async (route) => {
    await held
    await route.continue()
  })
  await visit('/sv/checkout')
  const line = page.locator('.cart-line').first()
  const firstName = line.getByRole('textbox').first()
  await expect(firstName).toBeVisible()
  const before = (await firstName.boundingBox())!.y
  await expectAccessible(page)
  answer()
  const fact = (label: string) => line.locator('.cart-line__fact').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
  await expect(fact('Pris').locator('dd')).toHaveText(/€/)
  await expect(fact('Avbokning').locator('dd')).toHaveText(/Kostnadsfri avbokning senast/)
  await expect(fact('Pris')).toHaveCount(1)
  expect((await firstName.boundingBox())!.y).toBe(before)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })

  test("checkout's line and upsell pictures come in the small widths the CMS made, not the 1,920 px originals (fi)", async ({ page, visit, baseURL }) => {
    const stay = {
      k: 'small-1',
      p: 'HUONE-2H',
      i: 'accommodation',
      n: [2, 0, 0],
      m: { variation: 'freeCancellation', dates: { from: isoInDays(40), to: isoInDays(41) } },
    }
    await page.context().addCookies([{ name: 'cart', value: Buffer.from(JSON.stringify({ v: 1, l: [stay] })).toString('base64url'), url: baseURL! }])
    await visit('/checkout')
    const shownSource = async (selector: string) => {
      const image = page.locator(selector).first()
      await image.scrollIntoViewIfNeeded()
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc)).not.toBe('')
      return image.evaluate((element: HTMLImageElement) => element.currentSrc)
    }
    // 96 CSS px at twice the density: the 400 px file; an upsell (at most 376 px): the 768 px one.
    expect(await shownSource('img.cart-line__image')).toMatch(/-400x\d+\.\w+$/)
    expect(await shownSource('img.cart-upsell__image')).toMatch(/-768x\d+\.\w+$/)
  })
})
