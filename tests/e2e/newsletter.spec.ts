import type { Locator, Page } from '@playwright/test'
import { codeFromOutbox, linkFromOutbox } from '../outbox'
import { expect, expectAccessible, test } from './fixtures'

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

// The /newsletter page in Finnish; the landing page's block and footer forms, the confirmation and
// the unsubscribe link in all three languages below.
const fi = {
  prefix: '',
  footer: 'Uutiskirje',
  title: 'Uutiskirje',
  firstName: 'Etunimi',
  lastName: 'Sukunimi',
  email: 'Sähköpostiosoite',
  consent: /^Haluan vastaanottaa uutiskirjeen/,
  subscribe: 'Tilaa',
  required: 'Tämä kenttä on pakollinen',
  requested: 'Lähetimme vahvistuslinkin',
  confirm: 'Vahvista tilaus',
  confirmed: 'tilauksesi on vahvistettu',
}

test('a visitor finds the newsletter in the footer, subscribes, and confirms with the mailed link (fi)', async ({ page, visit }) => {
  const email = unique('uutiskirje')
  await visit(fi.prefix || '/')
  await page.getByRole('contentinfo').getByRole('link', { name: fi.footer, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: fi.title })).toBeVisible()
  await expectAccessible(page)

  // An empty form names what is missing, in the language of the page.
  await page.getByRole('button', { name: fi.subscribe, exact: true }).click()
  await expect(page.getByRole('textbox', { name: new RegExp(`^${fi.firstName}`) })).toHaveAccessibleDescription(fi.required)
  await page.getByRole('textbox', { name: new RegExp(`^${fi.firstName}`) }).fill('Aino')
  await page.getByRole('textbox', { name: new RegExp(`^${fi.lastName}`) }).fill('Virtanen')
  await page.getByRole('textbox', { name: new RegExp(`^${fi.email}`) }).fill(email)
  await page.getByRole('checkbox', { name: fi.consent }).check()
  await page.getByRole('button', { name: fi.subscribe, exact: true }).click()
  // The outcome takes focus, so a screen reader reads it.
  await expect(page.locator('.notice', { hasText: fi.requested })).toBeFocused()

  // The mailed link brings the owner back to confirm with a button; the token leaves the address bar.
  const link = linkFromOutbox(email, '/newsletter?token=')
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page).toHaveURL(new RegExp(`${fi.prefix}/newsletter$`))
  await expectAccessible(page)
  await page.getByRole('button', { name: fi.confirm }).click()
  await expect(page.locator('.notice', { hasText: fi.confirmed })).toBeFocused()
})

type Texts = {
  prefix: string
  /** Where the visitor subscribes on the landing page: the page's block or the footer's form. */
  place: 'block' | 'footer'
  region: string
  /** The footer's button that opens its form. */
  open: string
  firstName: string
  lastName: string
  email: string
  company: RegExp
  consent: RegExp
  consentRequired: RegExp
  subscribe: string
  requested: string
  confirm: string
  confirmed: string
  unsubscribe: string
  unsubscribed: string
  again: string
}

const languages: Texts[] = [
  {
    prefix: '',
    place: 'block',
    region: 'Tilaa uutiskirje',
    open: 'Tilaa uutiskirje',
    firstName: 'Etunimi',
    lastName: 'Sukunimi',
    email: 'Sähköpostiosoite',
    company: /^Haluan myös yritysten uutiskirjeen/,
    consent: /^Haluan vastaanottaa uutiskirjeen/,
    consentRequired: /^Anna suostumuksesi/,
    subscribe: 'Tilaa',
    requested: 'Lähetimme vahvistuslinkin',
    confirm: 'Vahvista tilaus',
    confirmed: 'tilauksesi on vahvistettu',
    unsubscribe: 'Peru tilaus',
    unsubscribed: 'Olet perunut uutiskirjeen tilauksen',
    again: 'Muutitko mielesi? Tilaa uutiskirje uudelleen',
  },
  {
    prefix: '/en',
    place: 'footer',
    region: 'Newsletter',
    open: 'Subscribe to the newsletter',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    company: /^Also send me the company newsletter/,
    consent: /^I agree to receive the newsletter/,
    consentRequired: /^Tick the box/,
    subscribe: 'Subscribe',
    requested: 'We sent a confirmation link',
    confirm: 'Confirm the subscription',
    confirmed: 'your subscription is confirmed',
    unsubscribe: 'Unsubscribe',
    unsubscribed: 'You have unsubscribed',
    again: 'Changed your mind? Subscribe again',
  },
  {
    prefix: '/sv',
    place: 'block',
    region: 'Prenumerera på nyhetsbrevet',
    open: 'Prenumerera på nyhetsbrevet',
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    email: 'E-postadress',
    company: /^Skicka mig också företagsnyhetsbrevet/,
    consent: /^Jag vill få nyhetsbrevet/,
    consentRequired: /^Kryssa i rutan/,
    subscribe: 'Prenumerera',
    requested: 'Vi skickade en bekräftelselänk',
    confirm: 'Bekräfta prenumerationen',
    confirmed: 'din prenumeration är bekräftad',
    unsubscribe: 'Avsluta prenumerationen',
    unsubscribed: 'Du har avslutat prenumerationen',
    again: 'Ångrat dig? Prenumerera igen',
  },
]

const signUpForm = (page: Page, l: Texts): Locator =>
  page.getByRole(l.place === 'block' ? 'main' : 'contentinfo').getByRole('region', { name: l.region, exact: true })

for (const l of languages) {
  test(`a visitor subscribes on the landing page (${l.place}), confirms and unsubscribes with the mailed links (${l.prefix || 'fi'})`, async ({
    page,
    visit,
  }) => {
    const email = unique('etusivu')
    await visit(l.prefix || '/')
    const form = signUpForm(page, l)
    const field = (name: string) => form.getByRole('textbox', { name: new RegExp(`^${name}`) })
    if (l.place === 'footer') {
      // The footer's form stays closed until asked for; opening it puts the visitor in its first field.
      await expect(field(l.firstName)).toBeHidden()
      await form.getByRole('button', { name: l.open, exact: true }).click()
      await expect(field(l.firstName)).toBeFocused()
    }

    await field(l.firstName).fill('Aino')
    await field(l.lastName).fill('Virtanen')
    await field(l.email).fill(email)
    // No consent, no subscription: the box says why.
    await form.getByRole('button', { name: l.subscribe, exact: true }).click()
    await expect(form.getByRole('checkbox', { name: l.consent })).toHaveAccessibleDescription(l.consentRequired)
    await form.getByRole('checkbox', { name: l.company }).check()
    await form.getByRole('checkbox', { name: l.consent }).check()
    await form.getByRole('button', { name: l.subscribe, exact: true }).click()
    await expect(form.locator('.notice', { hasText: l.requested })).toBeFocused()
    await expectAccessible(page)

    const confirmLink = linkFromOutbox(email, '/newsletter?token=')
    await visit(`${confirmLink.pathname}${confirmLink.search}`)
    await page.getByRole('button', { name: l.confirm }).click()
    await expect(page.locator('.notice', { hasText: l.confirmed })).toBeFocused()

    // The mail's own unsubscribe link: opening it changes nothing until the button is pressed.
    const unsubscribeLink = linkFromOutbox(email, '/newsletter/unsubscribe?')
    expect(unsubscribeLink.pathname).toBe(`${l.prefix}/newsletter/unsubscribe`)
    await visit(`${unsubscribeLink.pathname}${unsubscribeLink.search}`)
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/newsletter/unsubscribe$`))
    await page.getByRole('button', { name: l.unsubscribe, exact: true }).click()
    const done = page.locator('.notice', { hasText: l.unsubscribed })
    await expect(done).toBeFocused()
    await expect(done.getByRole('link', { name: l.again })).toHaveAttribute('href', `${l.prefix}/newsletter`)
    await expectAccessible(page)
  })
}

test('a customer switches the loyalty programme at once and the newsletter by the mailed link in My account (en)', async ({ page, visit }) => {
  const email = unique('omatili')
  const password = 'Kuusi.rinne7'
  const form = { email, password, confirmPassword: password, optInNewsletter: false, friends: false }
  expect((await page.request.post('/proxy/vm-customer/v2/register', { data: form })).status()).toBe(201)
  expect((await page.request.post('/proxy/vm-customer/v2/email/verify', { data: { code: codeFromOutbox(email), email } })).status()).toBe(200)
  expect((await page.request.post('/proxy/api/v2/login', { data: { email, password } })).status()).toBe(200)

  await visit('/en/profile')
  const newsletter = page.getByRole('switch', { name: 'Newsletter by email' })
  const loyalty = page.getByRole('switch', { name: 'Kuusirinne Friends loyalty programme' })
  await expect(newsletter).not.toBeChecked()
  await expect(newsletter).toHaveAccessibleDescription('You do not receive our newsletter.')

  await loyalty.click()
  await expect(loyalty).toBeChecked()
  await expect(loyalty).toHaveAccessibleDescription('You are a member of the Kuusirinne Friends loyalty programme.')

  // On only asks: the consent starts when the mailed link is confirmed.
  await newsletter.click()
  await expect(newsletter).toBeChecked()
  await expect(newsletter).toHaveAccessibleDescription(/^Waiting for your confirmation/)
  await expectAccessible(page)
  const link = linkFromOutbox(email, '/newsletter?token=')
  await visit(`${link.pathname}${link.search}`)
  await page.getByRole('button', { name: 'Confirm the subscription' }).click()
  await expect(page.locator('.notice', { hasText: 'your subscription is confirmed' })).toBeFocused()

  await visit('/en/profile')
  await expect(newsletter).toBeChecked()
  await expect(newsletter).toHaveAccessibleDescription('You receive our newsletter by email.')
  await expect(loyalty).toBeChecked()
  // Off at once.
  await newsletter.press('Space')
  await expect(newsletter).not.toBeChecked()
  await expect(newsletter).toHaveAccessibleDescription('You do not receive our newsletter.')
})

test('the landing page’s form waits for its script, so nothing typed or pressed before it is lost (sv)', async ({ page }) => {
  const l = languages[2]
  // The page's scripts wait until released: the visitor sees the server's HTML.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await released
    await route.continue()
  })
  await page.goto(l.prefix, { waitUntil: 'commit' })
  const form = signUpForm(page, l)
  const field = (name: string) => form.getByRole('textbox', { name: new RegExp(`^${name}`) })
  const subscribe = form.getByRole('button', { name: l.subscribe, exact: true })
  // Typed now, a name would not be in the form's state; pressed now, the button would reload the page.
  await expect(field(l.firstName)).toBeDisabled()
  await expect(form.getByRole('checkbox', { name: l.consent })).toBeDisabled()
  await expect(subscribe).toBeDisabled()
  await subscribe.click({ force: true })

  release()
  await field(l.firstName).fill('Aino')
  await field(l.lastName).fill('Virtanen')
  await field(l.email).fill(unique('tidig'))
  await subscribe.click()
  await expect(form.getByRole('checkbox', { name: l.consent })).toHaveAccessibleDescription(l.consentRequired)
  await expect(field(l.firstName)).toHaveValue('Aino')
  await expect(page).toHaveURL(new RegExp(`${l.prefix}$`))
  await expectAccessible(page)
})
