import { linkFromOutbox } from '../outbox'
import { expect, expectAccessible, test } from './fixtures'

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

// The whole flow in Finnish; the English and Swedish pages are checked with the other content pages
// (content.spec.ts), their texts by the message tests, and the Swedish link by the integration tests.
const l = {
  prefix: '',
  footer: 'Uutiskirje',
  title: 'Uutiskirje',
  firstName: 'Etunimi',
  lastName: 'Sukunimi',
  email: 'Sähköpostiosoite',
  subscribe: 'Tilaa',
  required: 'Tämä kenttä on pakollinen',
  requested: 'Lähetimme vahvistuslinkin',
  confirm: 'Vahvista tilaus',
  confirmed: 'tilauksesi on vahvistettu',
}

test('a visitor finds the newsletter in the footer, subscribes, and confirms with the mailed link (fi)', async ({ page, visit }) => {
  const email = unique('uutiskirje')
  await visit(l.prefix || '/')
  await page.getByRole('contentinfo').getByRole('link', { name: l.footer, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible()
  await expectAccessible(page)

  // An empty form names what is missing, in the language of the page.
  await page.getByRole('button', { name: l.subscribe, exact: true }).click()
  await expect(page.getByRole('textbox', { name: new RegExp(`^${l.firstName}`) })).toHaveAccessibleDescription(l.required)
  await page.getByRole('textbox', { name: new RegExp(`^${l.firstName}`) }).fill('Aino')
  await page.getByRole('textbox', { name: new RegExp(`^${l.lastName}`) }).fill('Virtanen')
  await page.getByRole('textbox', { name: new RegExp(`^${l.email}`) }).fill(email)
  await page.getByRole('button', { name: l.subscribe, exact: true }).click()
  // The outcome takes focus, so a screen reader reads it.
  await expect(page.locator('.notice', { hasText: l.requested })).toBeFocused()

  // The mailed link brings the owner back to confirm with a button; the token leaves the address bar.
  const link = linkFromOutbox(email, '/newsletter?token=')
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/newsletter$`))
  await expectAccessible(page)
  await page.getByRole('button', { name: l.confirm }).click()
  await expect(page.locator('.notice', { hasText: l.confirmed })).toBeFocused()
})
