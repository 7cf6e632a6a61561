import type { APIRequestContext, Page } from '@playwright/test'
import { codeFromOutbox, linkFromOutbox } from '../outbox'
import { showActivityDay } from './activityDay'
import { createSqlPort } from '../../src/server/db/sqlPort'
import { expect, expectAccessible, test } from './fixtures'

const password = 'Kuusi.rinne7'
const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

/** An account made and verified through the API, for the tests that are about something else. */
async function verifiedAccount(request: APIRequestContext, email: string) {
  const registered = await request.post('/proxy/vm-customer/v2/register', {
    data: { email, password, confirmPassword: password, optInNewsletter: false, friends: false },
  })
  expect(registered.status()).toBe(201)
  expect((await request.post('/proxy/vm-customer/v2/email/verify', { data: { code: codeFromOutbox(email), email } })).status()).toBe(200)
}

type SignInTexts = { email: string; continue: string; password: string; signIn: string }

async function signIn(page: Page, email: string, t: SignInTexts, pass = password) {
  await page.getByRole('textbox', { name: t.email }).fill(email)
  await page.getByRole('button', { name: t.continue }).click()
  // Step 2 moves focus to the password.
  await expect(page.getByLabel(t.password, { exact: false })).toBeFocused()
  await page.getByLabel(t.password, { exact: false }).fill(pass)
  await page.getByRole('button', { name: t.signIn, exact: true }).click()
}

const typedDay = (n: number) => {
  const d = new Date(Date.now() + n * 86_400_000)
  return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`
}

const profileFields = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}\\b`) })

/** Types each value into the profile field its label names. */
async function fillProfile(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await profileFields(page, label).fill(value)
}

test('a visitor registers, verifies with the e-mailed code and is signed in, completes the profile and signs out (fi)', async ({ page, visit }) => {
  const email = unique('aino')
  await visit('/rekisteroidy')
  const form = page.locator('form.account-form')
  await form.getByRole('textbox', { name: /^Sähköpostiosoite/ }).fill(email)
  await form
    .getByLabel(/^Salasana\b/)
    .first()
    .fill('lyhyt')
  await form.getByLabel(/^Salasana uudelleen/).fill('toinen')
  await form.getByRole('button', { name: 'Luo tili' }).click()
  await expect(form.getByText('Kentässä on oltava vähintään 6 merkkiä')).toBeVisible()
  await expect(form.getByText('Kentät eivät vastaa toisiaan')).toBeVisible()
  await form
    .getByLabel(/^Salasana\b/)
    .first()
    .fill(password)
  await form.getByLabel(/^Salasana uudelleen/).fill(password)
  await form.getByLabel('Haluan Kuusirinteen uutiskirjeen sähköpostiini').check()
  await form.getByRole('button', { name: 'Luo tili' }).click()

  await expect(page.getByRole('heading', { name: 'Tarkista sähköpostisi' })).toBeVisible()
  await expectAccessible(page)
  const code = codeFromOutbox(email)
  expect(code).toMatch(/^ST1-\d{6}$/)
  // Typed as people type it: lower case, without the prefix, with a space.
  await page.getByRole('textbox', { name: /^Vahvistuskoodi/ }).fill(`${code.slice(4, 7)} ${code.slice(7)}`)
  await page.getByRole('button', { name: 'Vahvista' }).click()
  // Verifying signs the customer in: no password to type again.
  await expect(page.getByText('Sähköpostiosoitteesi on vahvistettu, ja olet nyt kirjautunut sisään.')).toBeVisible()
  await expect(page.locator('.site-header__tools').getByRole('link', { name: 'Oma tili' })).toBeVisible()
  await page.getByRole('link', { name: 'Siirry omalle tilillesi' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { name: 'Yhteystietosi' })).toBeVisible()
  await expect(page.locator('.site-header__tools').getByRole('link', { name: 'Oma tili' })).toBeVisible()
  await expect(page.getByText('Saat uutiskirjeemme sähköpostiisi.')).toBeVisible()
  await expectAccessible(page)

  await fillProfile(page, {
    Etunimi: 'Aino',
    Sukunimi: 'Virtanen',
    Puhelinnumero: '040 123 4567',
    Katuosoite: 'Rinnetie 1',
    Postinumero: '7710A',
    Postitoimipaikka: 'Kuusirinne',
  })
  await page.getByRole('button', { name: 'Tallenna muutokset' }).click()
  await expect(page.getByText('Kirjaimet eivät ole sallittuja')).toBeVisible()
  await profileFields(page, 'Postinumero').fill('77100')
  await page.getByRole('button', { name: 'Tallenna muutokset' }).click()
  await expect(page.locator('.notice').filter({ hasText: 'Tietosi on tallennettu.' })).toBeVisible()

  // Saved on the server: a reload shows the stored values.
  await page.reload()
  await expect(profileFields(page, 'Katuosoite')).toHaveValue('Rinnetie 1')
  await expect(profileFields(page, 'Puhelinnumero')).toHaveValue('+358401234567')

  await page.getByRole('button', { name: 'Kirjaudu ulos' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Olet kirjautunut ulos.')).toBeVisible()
  await expect(page.locator('.site-header__tools').getByRole('link', { name: 'Kirjaudu' })).toBeVisible()
  // Signed out on the server too: the profile asks for sign-in.
  await visit('/profile')
  await expect(page.getByText('Kirjaudu sisään nähdäksesi ja muokataksesi tietojasi.')).toBeVisible()
})

test('a visitor registers, verifies by the e-mailed link and is signed in, edits the profile and signs out (sv)', async ({ page, visit }) => {
  const email = unique('astrid')
  // Sign-in first: an address without an account moves to registration.
  await visit('/sv/logga-in')
  await page.getByRole('textbox', { name: 'E-postadress' }).fill(email)
  await page.getByRole('button', { name: 'Fortsätt' }).click()
  await expect(page).toHaveURL(/\/sv\/registrering$/)
  const form = page.locator('form.account-form')
  await expect(form.getByRole('textbox', { name: /^E-postadress/ })).toHaveValue(email)
  await form.getByLabel(/^Lösenord\b/).fill(password)
  await form.getByLabel(/^Upprepa lösenordet/).fill(password)
  await form.getByLabel('Jag går med i kundprogrammet Kuusirinnes Vänner').check()
  await form.getByRole('button', { name: 'Skapa konto' }).click()
  await expect(page.getByRole('heading', { name: 'Kontrollera din e-post' })).toBeVisible()

  // Signing in before verifying only tells to verify.
  await visit('/sv/logga-in')
  await signIn(page, email, { email: 'E-postadress', continue: 'Fortsätt', password: 'Lösenord', signIn: 'Logga in' })
  await expect(page.getByText('Verifiera din e-postadress innan du loggar in.', { exact: false })).toBeVisible()
  await expect(page).toHaveURL(/\/sv\/logga-in$/)

  const link = linkFromOutbox(email, 'mode=verifyEmail')
  expect(link.pathname).toBe('/sv/registrering')
  await visit(`${link.pathname}${link.search}`)
  await expect(page.getByText('Din e-postadress är verifierad, och nu är du inloggad.')).toBeVisible()
  await page.getByRole('link', { name: 'Gå till Mitt konto' }).click()
  await expect(page).toHaveURL(/\/sv\/profile$/)
  await expect(page.getByText('Du är medlem i kundprogrammet Kuusirinnes Vänner.')).toBeVisible()
  await fillProfile(page, {
    Förnamn: 'Astrid',
    Efternamn: 'Lind',
    Telefonnummer: '+46 70 123 4567',
    Gatuadress: 'Strandvägen 3',
    Postnummer: '11456',
    Postort: 'Stockholm',
  })
  await page.getByRole('button', { name: 'Spara ändringarna' }).click()
  await expect(page.locator('.notice').filter({ hasText: 'Dina uppgifter har sparats.' })).toBeVisible()
  await page.getByRole('button', { name: 'Spara ändringarna' }).click()
  await expect(page.locator('.notice').filter({ hasText: 'Dina uppgifter är oförändrade' })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Logga ut' }).click()
  await expect(page).toHaveURL(/\/sv$/)
  await expect(page.getByText('Du har loggat ut.')).toBeVisible()
})

test('a customer who forgot the password gets a link, sets a new one and signs in with it (en)', async ({ page, visit, request }) => {
  const email = unique('olivia')
  await verifiedAccount(request, email)
  await visit('/en/login')
  await page.getByRole('textbox', { name: 'Email address' }).fill(email)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('link', { name: 'Forgot your password?' }).click()

  await expect(page).toHaveURL(/\/en\/reset-password$/)
  await page.getByRole('textbox', { name: /^Email address/ }).fill(email)
  await page.getByRole('button', { name: 'Send link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await expectAccessible(page)
  // Step 2 survives a reload; visiting sign-in starts the flow over.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()

  const link = linkFromOutbox(email, 'service=gcp')
  expect(link.pathname).toBe('/en/reset-password')
  await visit(`${link.pathname}${link.search}`)
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible()
  await page.getByLabel(/^New password/).fill('newpassword')
  await page.getByLabel(/^Confirm the new password/).fill('newpassword')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByText('Your password must contain a digit', { exact: false })).toBeVisible()
  await page.getByLabel(/^New password/).fill('Uusi.Salasana9')
  await page.getByLabel(/^Confirm the new password/).fill('Uusi.Salasana9')
  await page.getByRole('button', { name: 'Save password' }).click()

  await expect(page).toHaveURL(/\/en\/login$/)
  await expect(page.getByText('Your password has been updated.')).toBeVisible()
  await signIn(page, email, { email: 'Email address', continue: 'Continue', password: 'Password', signIn: 'Log in' }, password)
  await expect(page.getByText('Sign-in failed', { exact: false })).toBeVisible()
  await page.getByLabel('Password', { exact: false }).fill('Uusi.Salasana9')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/profile$/)

  // The link worked once.
  await visit(`${link.pathname}${link.search}`)
  await page.getByLabel(/^New password/).fill('Kolmas.Salasana9')
  await page.getByLabel(/^Confirm the new password/).fill('Kolmas.Salasana9')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByText('Your new password could not be set.', { exact: false })).toBeVisible()
})

test('the login modal at checkout signs a customer in and fills the contact form from the profile (fi)', async ({ page, visit, request }) => {
  const email = unique('eero')
  await verifiedAccount(request, email)
  // A complete profile, saved through the signed-in API call.
  expect((await request.post('/proxy/api/v2/login', { data: { email, password } })).status()).toBe(200)
  const saved = await request.put('/proxy/vm-customer/v2/user', {
    data: { firstName: 'Eero', lastName: 'Mäkinen', email, phone: '0401112233', address: 'Järvitie 5', zip: '00100', city: 'Helsinki' },
  })
  expect(saved.status()).toBe(200)

  await visit('/aktiviteettikauppa/kiipeilyn-kokeilu')
  await showActivityDay(page, typedDay(60))
  await page.getByRole('list', { name: 'Ajat' }).getByRole('button', { name: 'Lisää ostoskoriin' }).first().click()
  await page.getByRole('dialog', { name: 'Lisätty ostoskoriisi' }).getByRole('button', { name: 'Jatka ostoksia' }).click()

  await visit('/checkout')
  await page.getByRole('button', { name: 'Kirjaudu tai luo tili' }).click()
  const dialog = page.getByRole('dialog', { name: 'Kirjaudu tai luo tili' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('textbox', { name: 'Sähköpostiosoite' }).fill(email)
  await dialog.getByRole('button', { name: 'Jatka', exact: true }).click()
  await dialog.getByLabel('Salasana', { exact: false }).fill(password)
  await dialog.getByRole('button', { name: 'Kirjaudu', exact: true }).click()

  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByText(`Olet kirjautunut osoitteella ${email}.`, { exact: false })).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^Etunimi/ })).toHaveValue('Eero')
  await expect(page.getByRole('textbox', { name: /^Sähköposti/ })).toHaveValue(email)
  await expect(page.getByRole('textbox', { name: /^Postitoimipaikka|^Kaupunki/ })).toHaveValue('Helsinki')
  // A signed-in customer has an account already: no offer to create one.
  await expect(page.getByRole('checkbox', { name: /Luo minulle asiakastili/ })).toHaveCount(0)

  // Details edited at checkout are saved to the profile with the order, and the order is listed there.
  await page.getByRole('textbox', { name: /^Postitoimipaikka|^Kaupunki/ }).fill('Espoo')
  await page.getByRole('button', { name: 'Jatka maksutietoihin' }).click()
  for (const box of await page.getByRole('checkbox').all()) if (!(await box.isChecked())) await box.check()
  await page.getByRole('button', { name: 'Tilaa ja maksa' }).click()
  await page.getByRole('button', { name: /^Maksa / }).click()
  await expect(page.getByRole('heading', { name: 'Kiitos tilauksestasi' })).toBeVisible()
  const orderNumber = (await page.locator('.checkout-facts dd').first().innerText()).trim()

  await visit('/profile')
  await expect(profileFields(page, 'Postitoimipaikka')).toHaveValue('Espoo')
  await expect(page.getByRole('heading', { name: `Tilaus ${orderNumber}` })).toBeVisible()
  await expect(page.getByText('Seinäkiipeily ohjaajan kanssa', { exact: false }).first()).toBeVisible()
})

test('a returning visitor with only the refresh cookie stays signed in; a dead one signs out quietly (en)', async ({ page, visit, context }) => {
  const email = unique('noah')
  await verifiedAccount(page.request, email)
  // Signed in through the page's own cookie jar, as the sign-in form would.
  expect((await page.request.post('/proxy/api/v2/login', { data: { email, password } })).status()).toBe(200)
  await context.clearCookies({ name: 'access' })
  await visit('/en/profile')
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible()
  expect((await context.cookies()).map((c) => c.name)).toContain('access')

  // The access cookie runs out while the page is open: saving refreshes it and goes through.
  await context.clearCookies({ name: 'access' })
  await fillProfile(page, {
    'First name': 'Noah',
    'Last name': 'Berg',
    'Phone number': '+47 912 34 567',
    'Street address': 'Fjordveien 2',
    'Postal code': '0150',
    City: 'Oslo',
  })
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.locator('.notice').filter({ hasText: 'Your information has been saved.' })).toBeVisible()

  // Signed out elsewhere: the refresh token no longer works, and the page just shows the signed-out state.
  await context.clearCookies({ name: 'access' })
  await context.addCookies([{ name: 'refresh', value: 'no-such-token', url: new URL(page.url()).origin, httpOnly: true, sameSite: 'Lax' }])
  await page.reload()
  await expect(page.getByText('Log in to see and edit your details.')).toBeVisible()
  await expect(page.locator('.notice--error')).toHaveCount(0)
  expect((await context.cookies()).map((c) => c.name)).not.toContain('signedIn')
})

test('a guest who ticks the newsletter and account boxes is subscribed and gets an account to verify (fi)', async ({ page, visit }) => {
  const email = unique('guest')
  await visit('/aktiviteettikauppa/kiipeilyn-kokeilu')
  await showActivityDay(page, typedDay(61))
  await page.getByRole('list', { name: 'Ajat' }).getByRole('button', { name: 'Lisää ostoskoriin' }).first().click()
  await page.getByRole('dialog', { name: 'Lisätty ostoskoriisi' }).getByRole('button', { name: 'Jatka ostoksia' }).click()

  await visit('/checkout')
  await page.getByRole('textbox', { name: /^Etunimi/ }).fill('Ville')
  await page.getByRole('textbox', { name: /^Sukunimi/ }).fill('Vieras')
  await page.getByRole('textbox', { name: /^Matkapuhelinnumero/ }).fill(`40${String(Date.now()).slice(-7)}`)
  await page.getByRole('textbox', { name: /^Sähköposti/ }).fill(email)
  await page.getByRole('checkbox', { name: 'Haluan sähköpostiini uutisia ja tarjouksia' }).check()
  await page.getByRole('checkbox', { name: /Luo minulle asiakastili/ }).check()
  await page.getByRole('button', { name: 'Jatka maksutietoihin' }).click()
  for (const box of await page.getByRole('checkbox').all()) if (!(await box.isChecked())) await box.check()
  await page.getByRole('button', { name: 'Tilaa ja maksa' }).click()
  await page.getByRole('button', { name: /^Maksa / }).click()
  await expect(page.getByRole('heading', { name: 'Kiitos tilauksestasi' })).toBeVisible()

  // The account without a password exists and its verification mail went out; the address is subscribed.
  expect(codeFromOutbox(email)).toMatch(/^ST1-\d{6}$/)
  const db = createSqlPort(process.env.TEST_DB_URL ?? 'file:data/resort.db')
  try {
    expect(await db.query('SELECT first_name FROM newsletter_subscriptions WHERE email = ?', [email])).toEqual([{ first_name: 'Ville' }])
    expect(await db.query('SELECT last_name, password_hash FROM customers WHERE email = ?', [email])).toEqual([{ last_name: 'Vieras', password_hash: null }])
  } finally {
    await db.close()
  }
})

test('a legacy reset link sets the password through the v1 service (sv)', async ({ page, visit, request }) => {
  const email = unique('legacy')
  await verifiedAccount(request, email)
  expect(
    (await request.post('/proxy/vm-customer/v1/password/request-reset', { data: { email, language: 'sv-SE' }, headers: { 'x-locale': 'sv-SE' } })).status(),
  ).toBe(200)
  const link = linkFromOutbox(email, 'service=legacy')
  expect(link.searchParams.get('email')).toBe(email)
  await visit(`${link.pathname}${link.search}`)
  await page.getByLabel(/^Nytt lösenord/).fill('Arvid.Lind42')
  await page.getByLabel(/^Upprepa det nya lösenordet/).fill('Arvid.Lind42')
  await page.getByRole('button', { name: 'Spara lösenordet' }).click()
  await expect(page).toHaveURL(/\/sv\/logga-in$/)
  expect((await request.post('/proxy/api/v2/login', { data: { email, password: 'Arvid.Lind42' } })).status()).toBe(200)
})
