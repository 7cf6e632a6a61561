/**
 * An honest catalogue: course programmes read as formatted text, the activities shop offers only times
 * still to come and the next day with one, and a day outside an activity's season is not sold.
 */
import { expect, expectAccessible, test } from './fixtures'

/** Today in Helsinki and the coming 15 December (outside the summer canoe tour's season every year). */
const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date())
const december = `${today.slice(5) <= '12-15' ? today.slice(0, 4) : Number(today.slice(0, 4)) + 1}-12-15`
const typed = (day: string) => day.split('-').reverse().join('.')
const canoeInDecember = {
  productCode: 'MELONTARETKI',
  metadata: {
    amount: 1,
    dates: { from: december, to: december },
    // 10:00 in Helsinki, the tour's usual morning start.
    dateTime: `${december}T08:00:00.000Z`,
    guests: [{ type: 'adult', firstName: 'Aino', lastName: 'Virtanen' }],
  },
}

test('a course programme shows its days in bold, never the raw markers (fi, en)', async ({ page, visit }) => {
  await visit('/kurssihaku/padelin-alkeiskurssi')
  const programme = page.locator('.facts__row').filter({ has: page.getByText('Ohjelma', { exact: true }) })
  await expect(programme.locator('strong', { hasText: 'La' })).toBeVisible()
  await expect(programme.locator('strong', { hasText: 'Su' })).toBeVisible()
  await expect(programme).not.toContainText('**')
  await visit('/en/courses/padel-for-beginners')
  const en = page.locator('.facts__row').filter({ has: page.getByText('Programme', { exact: true }) })
  await expect(en.locator('strong', { hasText: 'Sat' })).toBeVisible()
  await expect(en).not.toContainText('**')
})

test('the activities shop lists no past times and shows an activity on its next available day (fi)', async ({ page, visit }) => {
  await visit('/aktiviteettikauppa')
  const day = page.getByRole('textbox', { name: 'Päivä', exact: true })
  await expect(page.getByRole('list', { name: 'Ajat' }).first()).toBeVisible()
  // The shop opens on a day with a time to book: today while one is still to come, else a later day.
  expect((await day.inputValue()).split('.').reverse().join('-') >= today).toBe(true)
  await expect(page.getByText('Ajankohta on mennyt')).toHaveCount(0)

  // In December the summer canoe tour is set aside with the day it is next sold.
  await day.fill(typed(december))
  await day.press('Enter')
  await page.getByRole('button', { name: /^Näytä myös ei varattavissa olevat/ }).click()
  const canoe = page.locator('.listing-item').filter({ hasText: 'Iltamelonta Kuusijärvellä' })
  const next = canoe.getByText(/^Seuraava vapaa päivä: \d{2}\.0[678]\.\d{4}$/)
  await expect(next).toBeVisible()
  const nextDay = (await next.innerText()).replace('Seuraava vapaa päivä: ', '')
  await expectAccessible(page)
  await canoe.getByRole('button', { name: `Näytä ajat ${nextDay}` }).click()
  await expect(day).toHaveValue(nextDay)
  const shown = page.locator('.listing-item').filter({ hasText: 'Iltamelonta Kuusijärvellä' })
  await expect(shown.getByRole('list', { name: 'Ajat' }).getByRole('button', { name: 'Lisää ostoskoriin' }).first()).toBeVisible()

  // The canoe tour's own page, out of season today, opens on that same next day and says why.
  await visit('/aktiviteettikauppa/opastettu-melontaretki')
  await expect(page.getByText(`näytämme seuraavan päivän, jolla on vapaita aikoja: ${nextDay}`, { exact: false })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Ajat' }).getByRole('button', { name: 'Lisää ostoskoriin' }).first()).toBeVisible()
  await expectAccessible(page)
})

/**
 * 22:15 or 23:15 in Helsinki today (winter or summer time), after the last activity of the day has
 * started. The test server reads its time from `x-test-now`; the browser's clock is set to match.
 */
const evening = new Date(`${today}T20:15:00.000Z`)
const tomorrow = new Date(Date.parse(`${today}T12:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10)

test.describe('the activities shop in the evening', () => {
  test.use({ extraHTTPHeaders: { 'x-test-now': evening.toISOString() } })
  for (const l of [
    { path: '/aktiviteettikauppa', day: 'Päivä', times: 'Ajat', moved: 'näytämme seuraavan päivän, jolla on vapaita aikoja', passed: 'Ajankohta on mennyt' },
    { path: '/en/aktiviteettikauppa', day: 'Day', times: 'Times', moved: 'so we are showing the next day with free times', passed: 'This time has passed' },
    { path: '/sv/aktivitetsbutik', day: 'Dag', times: 'Tider', moved: 'så vi visar nästa dag med lediga tider', passed: 'Tiden har redan passerat' },
  ]) {
    test(`opens on the next day with times to book, not on a day that is over (${l.path})`, async ({ page, visit }) => {
      await page.clock.setFixedTime(evening)
      await visit(l.path)
      const day = page.getByRole('textbox', { name: l.day, exact: true })
      await expect(page.getByText(l.moved, { exact: false })).toBeVisible()
      const shown = (await day.inputValue()).split('.').reverse().join('-')
      expect(shown >= tomorrow).toBe(true)
      await expect(page.getByRole('list', { name: l.times }).first()).toBeVisible()
      await expect(page.getByText(l.passed, { exact: false })).toHaveCount(0)
      await expectAccessible(page)
    })
  }

  test('a day being typed while the page moves on to its first day with times is kept, not replaced (fi)', async ({ page, visit }) => {
    await page.clock.setFixedTime(evening)
    // The page's first answer (this evening has no times left) waits until the visitor has begun typing.
    let answer = () => {}
    const held = new Promise<void>((resolve) => (answer = resolve))
    await page.route(
      '**/product/availability',
      async (route) => {
        await held
        await route.continue()
      },
      { times: 1 },
    )
    await visit('/aktiviteettikauppa/kiipeilyn-kokeilu')
    const day = page.getByRole('textbox', { name: 'Päivä', exact: true })
    await expect(day).toBeEditable()
    const chosen = typed(december)
    await day.clear()
    await day.pressSequentially(chosen.slice(0, 6))
    answer()
    const moved = page.getByText('näytämme seuraavan päivän, jolla on vapaita aikoja', { exact: false })
    await expect(moved).toBeVisible()
    await expect(day).toHaveValue(chosen.slice(0, 6))
    await day.pressSequentially(chosen.slice(6))
    await day.press('Enter')
    await expect(day).toHaveValue(chosen)
    await expect(moved).toBeHidden()
    await expect(page.locator('.field__error')).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'Ajat' })).toBeVisible()
  })
})

test('a card’s “from” price says what it is per (fi, en, sv)', async ({ page, visit }) => {
  await visit('/aktiviteettikauppa')
  await expect(page.locator('.product-card__price').first()).toHaveText(/^alkaen \d+(,\d\d)?\s€ \/ hlö$/)
  await visit('/en/accommodation')
  await expect(page.locator('.product-card__price').first()).toHaveText(/^from €?\d+(\.\d\d)?(\s€)? per night$/)
  await visit('/sv/simhall')
  await expect(page.locator('.product-card__price').first()).toHaveText(/^från \d+(,\d\d)?\s€ per besök$/)
})

const isoIn = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)

for (const l of [
  { path: '/majoitushaku', total: /^Valituille päiville alkaen \d+(,\d\d)?\s€ \(3 yötä\)$/ },
  { path: '/en/accommodation', total: /^For your dates from €?\d+(\.\d\d)?(\s€)? \(3 nights\)$/ },
  { path: '/sv/boende', total: /^För dina datum från \d+(,\d\d)?\s€ \(3 nätter\)$/ },
]) {
  test(`once dates are chosen a stay card shows their price, not the price per night (${l.path})`, async ({ page, visit }) => {
    await visit(`${l.path}?from=${isoIn(40)}&to=${isoIn(43)}&adults=2`)
    const card = page.locator('.product-card--priced').first()
    await expect(card.locator('.listing-item__stay-price')).toHaveText(l.total)
    await expect(card.locator('.product-card__body .product-card__price')).toBeHidden()
    // The stay's price is the cheapest rate listed under it.
    const rates = await card.locator('.offer:not(.offer--unavailable) .offer__price').allInnerTexts()
    // "407 €", "345,95 €", "€1,097.50": whole euros, or a decimal separator before the last two digits.
    const cents = (text: string) => {
      const amount = text.match(/\d(?:[\d\s,.]*\d)?/)![0]
      const decimals = /[.,]\d\d$/.test(amount)
      return Number(amount.replace(/\D/g, '')) * (decimals ? 1 : 100)
    }
    const shown = await card.locator('.listing-item__stay-price').innerText()
    expect(cents(shown)).toBe(Math.min(...rates.map(cents)))
    await expectAccessible(page)
  })
}

test('a day outside an activity’s season is refused by the API and the cart says why (fi, en)', async ({ page, visit, request, baseURL }) => {
  const submit = await request.post('/proxy/vm-shopping/v2/order/submit', {
    headers: { 'x-locale': 'fi-FI' },
    data: {
      redirectBaseUrl: baseURL,
      paymentTerminalLanguage: 'fi',
      items: [canoeInDecember],
      contactDetails: { firstName: 'Aino', lastName: 'Virtanen', email: 'season@example.com', phoneNumber: '+358401234567' },
      termsAccepted: true,
    },
  })
  expect(submit.status()).toBe(409)
  expect(await submit.json()).toMatchObject({ status: 409, message: 'outOfSeason' })

  // A cart kept with that line: the cart names the reason in the page's language.
  const { amount, dates, dateTime } = canoeInDecember.metadata
  const m = { amount, dates, dateTime }
  const cart = { v: 1, l: [{ k: 'canoe-1', p: 'MELONTARETKI', i: 'activity', n: [1, 0, 0], g: [['Aino', 'Virtanen']], m }] }
  await visit('/')
  await page.context().addCookies([{ name: 'cart', value: Buffer.from(JSON.stringify(cart)).toString('base64url'), url: baseURL! }])
  await visit('/')
  await page.getByRole('button', { name: 'Ostoskori, 1 tuote' }).click()
  await expect(page.getByRole('dialog', { name: 'Ostoskori' }).getByText('Tätä tuotetta ei myydä valitulle päivälle', { exact: false })).toBeVisible()
  await expectAccessible(page)
  await visit('/en')
  await page.getByRole('button', { name: 'Cart, 1 item' }).click()
  await expect(page.getByRole('dialog', { name: 'Cart' }).getByText('This product is not sold on the chosen day', { exact: false })).toBeVisible()
})

test('swimming tickets of one day are one cart row with a quantity the visitor can change (fi)', async ({ page, visit }) => {
  // A month ahead: after the pool's demo closure in early December.
  const day = new Date(Date.now() + 30 * 86_400_000)
  const typedDay = `${String(day.getUTCDate()).padStart(2, '0')}.${String(day.getUTCMonth() + 1).padStart(2, '0')}.${day.getUTCFullYear()}`
  await visit('/uimahalli')
  const date = page.getByRole('textbox', { name: 'Päivä', exact: true })
  await date.fill(typedDay)
  await date.press('Enter')
  const adult = page.locator('.listing-item').filter({ hasText: 'Aikuisen kertalippu' })
  await adult.getByRole('button', { name: 'Lisää: Määrä: Aikuisen kertalippu' }).click()
  await adult.getByRole('button', { name: 'Lisää: Määrä: Aikuisen kertalippu' }).click()
  await adult.getByRole('button', { name: 'Lisää ostoskoriin' }).click()
  await page.getByRole('dialog', { name: 'Lisätty ostoskoriisi' }).getByRole('button', { name: 'Jatka ostoksia' }).click()

  await page.getByRole('button', { name: 'Ostoskori, 3 tuotetta' }).click()
  const cart = page.getByRole('dialog', { name: 'Ostoskori' })
  await expect(cart.getByRole('heading', { name: 'Aikuisen kertalippu' })).toHaveCount(1)
  const quantity = cart.getByRole('spinbutton', { name: 'Määrä: Aikuisen kertalippu' })
  await expect(quantity).toHaveValue('3')
  await expect(cart.getByText(/ × 3 = /)).toBeVisible()
  await expectAccessible(page)
  await cart.getByRole('button', { name: 'Lisää: Määrä: Aikuisen kertalippu' }).click()
  await expect(quantity).toHaveValue('4')
  await expect(page.getByRole('button', { name: 'Ostoskori, 4 tuotetta' })).toBeAttached()
  await expect(cart.getByText(/ × 4 = /)).toBeVisible()
  await cart.getByRole('button', { name: 'Vähennä: Määrä: Aikuisen kertalippu' }).click()
  await expect(page.getByRole('button', { name: 'Ostoskori, 3 tuotetta' })).toBeAttached()
  await cart.getByRole('button', { name: 'Poista Aikuisen kertalippu' }).click()
  await expect(cart.getByText('Ostoskorisi on tyhjä.')).toBeFocused()
})

test('a court page lists free start times before a court is chosen, and the cart names the court the shop assigned (en)', async ({ page, visit }) => {
  const day = new Date(Date.now() + 9 * 86_400_000)
  const typedDay = `${String(day.getUTCDate()).padStart(2, '0')}.${String(day.getUTCMonth() + 1).padStart(2, '0')}.${day.getUTCFullYear()}`
  await visit('/en/courts/padel')
  // This test host may choose a court, but does not have to.
  await expect(page.getByRole('combobox', { name: 'Court' })).toHaveValue('')
  await expect(page.getByRole('option', { name: 'Any free court' })).toBeAttached()
  const date = page.getByRole('textbox', { name: 'Day', exact: true })
  await date.fill(typedDay)
  await date.press('Enter')
  // The times of that day (not the ones of today still shown while the day's answer loads).
  const iso = day.toISOString().slice(0, 10)
  const times = page.getByRole('group', { name: 'Start time' })
  await times.locator(`input[type=radio][value*="|${iso}T"]`).first().check()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
  await page.getByRole('dialog', { name: 'Added to your cart' }).getByRole('button', { name: 'Continue shopping' }).click()
  await page.getByRole('button', { name: 'Cart, 1 item' }).click()
  const court = page.getByRole('dialog', { name: 'Cart' }).locator('.cart-line__fact').filter({ hasText: 'Court' }).locator('dd')
  await expect(court).toHaveText(/^Padel court [12]$/)
})
