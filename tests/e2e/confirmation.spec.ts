/**
 * The chosen rate travels (docs/checkout.md#the-chosen-rate): a stay booked at the non-refundable
 * rate shows that rate and its terms in the cart, in both checkout steps and on the confirmation,
 * which also carries the resort's address, a map link and the booking for a calendar.
 */
import { expect, expectAccessible, test } from './fixtures'
import { contactDetails } from './guestForm'

const iso = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)

const languages = [
  {
    locale: 'fi',
    product: '/majoitus/kahden-hengen-huone',
    checkout: '/checkout',
    rate: 'Ei palautettava',
    rateRow: 'Hintavaihtoehto: Ei palautettava',
    terms: 'Hintaa ei palauteta peruutettaessa',
    add: 'Lisää ostoskoriin',
    added: 'Lisätty ostoskoriisi',
    goOn: 'Jatka ostoksia',
    cart: 'Ostoskori, 1 tuote',
    cartDialog: 'Ostoskori',
    toCheckout: /kassalle/i,
    firstNameOf: 'Aikuinen 1: Etunimi',
    lastNameOf: 'Aikuinen 1: Sukunimi',
    contact: { firstName: 'Etunimi', lastName: 'Sukunimi', phone: 'Matkapuhelinnumero', email: 'Sähköposti', next: 'Jatka maksutietoihin' },
    order: 'Tilaa ja maksa',
    thanks: 'Kiitos tilauksestasi',
    map: 'Näytä kartalla',
    calendar: 'Lisää varaus kalenteriin (.ics)',
    paidWith: 'Testimaksu (rahaa ei veloitettu)',
    day: 320,
  },
  {
    locale: 'en',
    product: '/en/accommodation-types/double-room',
    checkout: '/en/checkout',
    rate: 'Non-refundable',
    rateRow: 'Rate: Non-refundable',
    terms: 'No refund if cancelled',
    add: 'Add to cart',
    added: 'Added to your cart',
    goOn: 'Continue shopping',
    cart: 'Cart, 1 item',
    cartDialog: 'Cart',
    toCheckout: /checkout/i,
    firstNameOf: 'Adult 1 first name',
    lastNameOf: 'Adult 1 last name',
    contact: { firstName: 'First name', lastName: 'Last name', phone: 'Mobile phone number', email: 'Email', next: 'Continue to payment information' },
    order: 'Place order and pay',
    thanks: 'Thank you for your order',
    map: 'Show on a map',
    calendar: 'Add the booking to your calendar (.ics)',
    paidWith: 'Test payment (no money was charged)',
    day: 323,
  },
  {
    locale: 'sv',
    product: '/sv/boendeformer/dubbelrum',
    checkout: '/sv/checkout',
    rate: 'Ej återbetalningsbar',
    rateRow: 'Prisalternativ: Ej återbetalningsbar',
    terms: 'Priset återbetalas inte vid avbokning',
    add: 'Lägg i varukorgen',
    added: 'Tillagd i din varukorg',
    goOn: 'Fortsätt handla',
    cart: 'Varukorg, 1 produkt',
    cartDialog: 'Varukorg',
    toCheckout: /kassan/i,
    firstNameOf: 'Vuxen 1, Förnamn',
    lastNameOf: 'Vuxen 1, Efternamn',
    contact: { firstName: 'Förnamn', lastName: 'Efternamn', phone: 'Mobilnummer', email: 'E-post', next: 'Fortsätt till betalningsuppgifter' },
    order: 'Beställ och betala',
    thanks: 'Tack för din beställning',
    map: 'Visa på kartan',
    calendar: 'Lägg till bokningen i kalendern (.ics)',
    paidWith: 'Testbetalning (inga pengar debiterades)',
    day: 326,
  },
] as const

for (const l of languages) {
  test(`a stay bought at the non-refundable rate shows the rate from the cart to the confirmation (${l.locale})`, async ({ page, visit }) => {
    test.slow()
    await visit(`${l.product}?from=${iso(l.day)}&to=${iso(l.day + 2)}&adults=1&children=0&small=0`)
    await page
      .getByRole('radio', { name: new RegExp(l.rate) })
      .first()
      .check()
    await page.getByRole('button', { name: l.add, exact: true }).click()
    // The first add into the empty cart opens the popup once the cart has taken it.
    await page.getByRole('dialog', { name: l.added }).getByRole('button', { name: l.goOn }).click()

    await page.getByRole('button', { name: l.cart }).click()
    const cart = page.getByRole('dialog', { name: l.cartDialog })
    await expect(cart.getByText(l.rate, { exact: true })).toBeVisible()
    await expect(cart.getByText(l.terms)).toBeVisible()
    await cart.getByRole('link', { name: l.toCheckout }).click()
    await expect(page).toHaveURL(new RegExp(`${l.checkout}$`))

    // Step 1 lists the cart line with its rate.
    await expect(page.getByText(l.rate, { exact: true }).first()).toBeVisible()
    await page.getByLabel(l.firstNameOf).fill('Aino')
    await page.getByLabel(l.lastNameOf).fill('Virtanen')
    await contactDetails(page, l.contact)

    // Step 2's summary names the rate too.
    await expect(page.getByText(l.rateRow)).toBeVisible()
    for (const box of await page.getByRole('checkbox').all()) if (!(await box.isChecked())) await box.check()
    await page.getByRole('button', { name: l.order }).click()
    await page.locator('button[value=pay]').click()

    await expect(page.getByRole('heading', { name: l.thanks })).toBeVisible()
    await expect(page.getByText(l.rateRow)).toBeVisible()
    await expect(page.getByText(l.terms)).toBeVisible()
    await expect(page.getByText(l.paidWith)).toBeVisible()
    await expect(page.getByText('Kuusirinteentie 1, 12345 Kuusirinne').first()).toBeVisible()
    await expect(page.getByRole('link', { name: l.map })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//)
    const calendar = page.getByRole('link', { name: l.calendar })
    const href = (await calendar.getAttribute('href')) ?? ''
    const ics = await page.request.get(href)
    expect(ics.status()).toBe(200)
    expect(await ics.text()).toContain('BEGIN:VEVENT')
    await expectAccessible(page)
  })
}
