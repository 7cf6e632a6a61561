import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'

/** The gift card form's and checkout's texts in one language. */
type Texts = {
  giftCardPath: string
  checkoutPath: string
  recipientName: string
  recipientEmail: string
  confirmEmail: string
  giftCardTerms: string
  add: string
  next: string
  summary: string
  firstName: string
  required: string
  phone: string
  phoneError: string
  email: string
  emailError: string
  zipCode: string
  numberError: string
  prefix: string
  paymentStep: string
  order: string
  termsError: string
}

const fi: Texts = {
  giftCardPath: '/lahjakortti',
  checkoutPath: '/checkout',
  recipientName: 'Vastaanottajan nimi',
  recipientEmail: 'Vastaanottajan sähköposti',
  confirmEmail: 'Vahvista vastaanottajan sähköposti',
  giftCardTerms: 'Hyväksyn lahjakortin käyttöehdot',
  add: 'Lisää ostoskoriin',
  next: 'Jatka maksutietoihin',
  summary: 'Tarkista seuraavat kohdat',
  firstName: 'Etunimi',
  required: 'Tämä kenttä on pakollinen',
  phone: 'Matkapuhelinnumero',
  phoneError: 'Anna puhelinnumerosi',
  email: 'Sähköposti',
  emailError: 'Anna sähköpostiosoitteesi',
  zipCode: 'Postinumero',
  numberError: 'Kirjaimet eivät ole sallittuja',
  prefix: 'Maatunnus',
  paymentStep: 'Maksutiedot',
  order: 'Tilaa ja maksa',
  termsError: 'Hyväksy varaus- ja peruutusehdot',
}

const sv: Texts = {
  giftCardPath: '/sv/presentkort',
  checkoutPath: '/sv/checkout',
  recipientName: 'Mottagarens namn',
  recipientEmail: 'Mottagarens e-post',
  confirmEmail: 'Bekräfta mottagarens e-post',
  giftCardTerms: 'Jag godkänner presentkortets villkor',
  add: 'Lägg i varukorgen',
  next: 'Fortsätt till betalningsuppgifter',
  summary: 'Kontrollera följande',
  firstName: 'Förnamn',
  required: 'Fältet är obligatoriskt',
  phone: 'Mobilnummer',
  phoneError: 'Ange ditt telefonnummer',
  email: 'E-post',
  emailError: 'Ange din e-postadress',
  zipCode: 'Postnummer',
  numberError: 'Bokstäver är inte tillåtna',
  prefix: 'Landsnummer',
  paymentStep: 'Betalningsuppgifter',
  order: 'Beställ och betala',
  termsError: 'Godkänn boknings- och avbokningsvillkoren',
}

/** A gift card needs no guest names, so the checkout form is the only thing left to fill. */
async function addGiftCard(page: Page, l: Texts) {
  await page.goto(l.giftCardPath)
  await page.getByRole('textbox', { name: l.recipientName, exact: true }).fill('Eero Esimerkki')
  await page.getByRole('textbox', { name: l.recipientEmail, exact: true }).fill('eero@example.com')
  await page.getByRole('textbox', { name: l.confirmEmail, exact: true }).fill('eero@example.com')
  await page.getByRole('checkbox', { name: l.giftCardTerms }).check()
  await page.getByRole('button', { name: l.add }).click()
}

/** A field by the start of its name: a required field's name goes on with "(required)". */
/** Opens checkout and waits for the cart's prices, which change the layout when they arrive. */
async function openCheckout(page: Page, visit: (path: string) => Promise<unknown>, path: string) {
  const priced = page.waitForResponse((response) => response.url().includes('/proxy/vm-view/v2/product/totals'))
  await visit(path)
  await priced
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}\\b`) })

for (const l of [fi, sv]) {
  test(`the guest form shows its errors in the page language and a summary that takes focus (${l.checkoutPath})`, async ({ page, visit }) => {
    await addGiftCard(page, l)
    await openCheckout(page, visit, l.checkoutPath)

    // Leaving a required field empty shows its error next to it, tied to the field.
    await field(page, l.firstName).focus()
    await field(page, l.firstName).blur()
    await expect(field(page, l.firstName)).toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, l.firstName)).toHaveAccessibleDescription(l.required)

    await field(page, l.zipCode).fill('00A00')
    await page.getByRole('button', { name: l.next }).click()
    const summary = page.getByRole('group', { name: l.summary })
    await expect(summary).toBeFocused()
    await expect(summary).toContainText(`${l.firstName}: ${l.required}`)
    await expect(summary).toContainText(`${l.phone}: ${l.phoneError}`)
    await expect(summary).toContainText(`${l.email}: ${l.emailError}`)
    await expect(summary).toContainText(`${l.zipCode}: ${l.numberError}`)
    await expectAccessible(page)

    // A summary link takes the visitor to the field.
    await summary.getByRole('link', { name: `${l.firstName}: ${l.required}` }).click()
    await expect(field(page, l.firstName)).toBeFocused()
  })
}

test('the phone prefix is joined to the number and the details come back on the next visit', async ({ page, visit }) => {
  await addGiftCard(page, fi)
  await openCheckout(page, visit, fi.checkoutPath)
  await expect(page.getByRole('combobox', { name: fi.prefix })).toHaveValue('FIN|358')
  await field(page, fi.firstName).fill('Aino')
  await field(page, 'Sukunimi').fill('Virtanen')
  await page.getByRole('combobox', { name: fi.prefix }).selectOption('NO|47')
  await field(page, fi.phone).fill('412 34 567')
  await field(page, fi.email).fill('aino@example.com')
  await page.getByRole('button', { name: fi.next }).click()

  await expect(page.getByRole('heading', { name: fi.paymentStep, level: 2 })).toBeFocused()
  await expect(page.locator('[aria-current="step"]')).toHaveText(fi.paymentStep)
  await expect(page.getByText('+4741234567')).toBeVisible()
  await expect(page.getByText('Lahjakorteilla on 14 päivän peruuttamisoikeus', { exact: false })).toBeVisible()

  // Ordering needs the cancellation policy and privacy processing accepted.
  await page.getByRole('button', { name: fi.order }).click()
  await expect(page.getByRole('group', { name: fi.summary })).toContainText(fi.termsError)
  await expectAccessible(page)

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user-info') ?? '{}'))
  expect(stored).toMatchObject({ firstname: 'Aino', lastname: 'Virtanen', telephonePrefix: 'NO|47', email: 'aino@example.com' })
  expect(stored).not.toHaveProperty('terms')

  await page.reload()
  await expect(field(page, fi.firstName)).toHaveValue('Aino')
  await expect(page.getByRole('combobox', { name: fi.prefix })).toHaveValue('NO|47')
  await expect(field(page, fi.phone)).toHaveValue('412 34 567')
})

test('an empty cart links to the shops', async ({ page, visit }) => {
  await visit('/en/checkout')
  await expect(page.getByText('Your cart is empty.', { exact: false })).toBeVisible()
  const shops = page.getByRole('navigation', { name: 'Shops' })
  await expect(shops.getByRole('link', { name: 'Accommodation' })).toHaveAttribute('href', '/en/accommodation')
  await expect(shops.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/en/courses')
  await expect(shops.getByRole('link', { name: 'Activities' })).toHaveAttribute('href', '/en/aktiviteettikauppa')
})

test('a visitor quicker than step 2 sees that it is loading, and its heading takes focus when it comes (sv)', async ({ page, visit }) => {
  // Step 2's script comes after checkout's first ones: hold it until the visitor has gone on.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes('checkout-order')) await released
    await route.fulfill({ response, body })
  })
  await addGiftCard(page, sv)
  await openCheckout(page, visit, sv.checkoutPath)
  await field(page, sv.firstName).fill('Aino')
  await field(page, 'Efternamn').fill('Virtanen')
  await field(page, sv.phone).fill('401234567')
  await field(page, sv.email).fill('aino@example.com')
  await page.getByRole('button', { name: sv.next }).click()

  await expect(page.getByRole('status').filter({ hasText: 'Betalningsuppgifterna laddas…' })).toBeVisible()
  await expect(page.locator('[aria-current="step"]')).toHaveText(sv.paymentStep)
  release()
  await expect(page.getByRole('heading', { name: sv.paymentStep, level: 2 })).toBeFocused()
  await expect(page.getByRole('button', { name: new RegExp(`^${sv.order}`) })).toBeVisible()
})
