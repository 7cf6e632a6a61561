import type { Page } from '@playwright/test'
import { demoMember, demoMemberPassword } from '../../src/seed/customers/demoMember'
import { expect, expectAccessible, test } from './fixtures'

/** A day as the date field takes it (dd.MM.yyyy), `n` days from now. */
const typed = (n: number) => {
  const d = new Date(Date.now() + n * 86_400_000)
  return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`
}

type Texts = {
  path: string
  day: string
  times: string
  add: string
  added: string
  goOn: string
  cart: string
  toCheckout: RegExp
  memberPrice: string
  saving: string
  next: string
  order: string
  thanks: string
  lineNote: string
  savedRow: string
}

/** Morning yoga: 15 € a person, 12 € for loyalty members (the demo's fixed member price): up to the payment step. */
async function memberReachesPayment(page: Page, visit: (path: string) => Promise<unknown>, t: Texts, inDays: number) {
  // Signed in through the page's own cookie jar, as the sign-in form would.
  expect((await page.request.post('/proxy/api/v2/login', { data: { email: demoMember.email, password: demoMemberPassword } })).status()).toBe(200)
  await visit(t.path)
  const date = page.getByRole('textbox', { name: t.day, exact: true })
  await date.fill(typed(inDays))
  await date.press('Enter')
  const times = page.getByRole('list', { name: t.times })
  await expect(times.getByText(t.memberPrice).first()).toBeVisible()
  await expectAccessible(page)
  await times.getByRole('button', { name: t.add }).first().click()
  // The first add into the empty cart opens the popup once the cart has taken it.
  await page.getByRole('dialog', { name: t.added }).getByRole('button', { name: t.goOn }).click()

  await page.getByRole('button', { name: t.cart }).click()
  const cart = page.getByRole('dialog', { name: t.cart.split(',')[0]!, exact: true })
  await expect(cart.getByText(t.saving)).toBeVisible()
  await expectAccessible(page)
  await cart.getByRole('link', { name: t.toCheckout }).click()
  await expect(page).toHaveURL(/\/checkout$/)

  await page.getByRole('button', { name: t.next }).click()
  await expect(page.getByText(t.lineNote).first()).toBeVisible()
  for (const box of await page.getByRole('checkbox').all()) if (!(await box.isChecked())) await box.check()
  await expectAccessible(page)
}

/** Orders and pays the member price. */
async function memberPays(page: Page, t: Texts) {
  await page.getByRole('button', { name: t.order }).click()
  // The server asks the terminal for the member price: 12 €, not 15 €.
  await page.getByRole('button', { name: /12/ }).click()

  await expect(page.getByRole('heading', { name: t.thanks })).toBeVisible()
  await expect(page.getByText(t.lineNote).first()).toBeVisible()
  await expect(page.getByText(t.savedRow).first()).toBeVisible()
  await expectAccessible(page)
}

async function memberBuysMorningYoga(page: Page, visit: (path: string) => Promise<unknown>, t: Texts, inDays: number) {
  await memberReachesPayment(page, visit, t, inDays)
  await memberPays(page, t)
}

test('a guest is told what members pay and how to join (fi)', async ({ page, visit }) => {
  await visit('/aktiviteettikauppa/aamujooga')
  await expect(page.getByText('Kuusirinteen Ystävät -jäsenille 12 €')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Liity maksutta asiakastilin luomisen yhteydessä' })).toHaveAttribute('href', '/rekisteroidy')
})

test('a loyalty member signs in, sees the member price and pays it (fi)', async ({ page, visit }) => {
  test.slow()
  await memberBuysMorningYoga(
    page,
    visit,
    {
      path: '/aktiviteettikauppa/aamujooga',
      day: 'Päivä',
      times: 'Ajat',
      add: 'Lisää ostoskoriin',
      added: 'Lisätty ostoskoriisi',
      goOn: 'Jatka ostoksia',
      cart: 'Ostoskori, 1 tuote',
      toCheckout: /kassalle/i,
      memberPrice: 'Jäsenhinta 12 €',
      saving: 'Säästät 3 €',
      next: 'Jatka maksutietoihin',
      order: 'Tilaa ja maksa',
      thanks: 'Kiitos tilauksestasi',
      lineNote: 'Jäsenhinta, normaalihinta 15 €',
      savedRow: 'Säästö jäsenhinnoilla',
    },
    70,
  )
})

test('a loyalty member signs in, sees the member price and pays it (en)', async ({ page, visit }) => {
  test.slow()
  await memberBuysMorningYoga(
    page,
    visit,
    {
      path: '/en/aktiviteettikauppa/morning-yoga',
      day: 'Day',
      times: 'Times',
      add: 'Add to cart',
      added: 'Added to your cart',
      goOn: 'Continue shopping',
      cart: 'Cart, 1 item',
      toCheckout: /checkout/i,
      memberPrice: 'Member price €12',
      saving: 'You save €3',
      next: 'Continue to payment information',
      order: 'Place order and pay',
      thanks: 'Thank you for your order',
      lineNote: 'Member price, normal price €15',
      savedRow: 'Saved with member prices',
    },
    71,
  )
})

const swedish: Texts = {
  path: '/sv/aktivitetsbutik/morgonyoga',
  day: 'Dag',
  times: 'Tider',
  add: 'Lägg i varukorgen',
  added: 'Tillagd i din varukorg',
  goOn: 'Fortsätt handla',
  cart: 'Varukorg, 1 produkt',
  toCheckout: /kassan/i,
  memberPrice: 'Medlemspris 12 €',
  saving: 'Du sparar 3 €',
  next: 'Fortsätt till betalningsuppgifter',
  order: 'Beställ och betala',
  thanks: 'Tack för din beställning',
  lineNote: 'Medlemspris, ordinarie pris 15 €',
  savedRow: 'Sparat med medlemspriser',
}

test('a member whose access cookie ran out on the payment step still orders as a member, at the member price (sv)', async ({ page, visit }) => {
  test.slow()
  await memberReachesPayment(page, visit, swedish, 72)
  // Fifteen minutes on the payment step: the access cookie is gone, the sign-in (refresh cookie) lives.
  await page.context().clearCookies({ name: 'access' })
  await memberPays(page, swedish)
})

test('a member whose sign-in ended on the payment step is told so before anything is ordered, and sees the normal price (sv)', async ({
  page,
  visit,
  baseURL,
}) => {
  test.slow()
  await memberReachesPayment(page, visit, swedish, 73)
  await page.context().clearCookies({ name: 'access' })
  await page.context().addCookies([{ name: 'refresh', value: 'ended-elsewhere', url: baseURL!, httpOnly: true, sameSite: 'Lax' }])
  await page.getByRole('button', { name: swedish.order }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'inloggning' })).toHaveText(
    'Din inloggning har upphört, så beställningen prissätts nu utan ditt kundkonto. Logga in igen i beställningsuppgifterna, eller kontrollera priserna och beställ igen.',
  )
  // Nothing was ordered: the page stays on the payment step, priced again at the normal price.
  await expect(page.getByRole('button', { name: `${swedish.order} 15 €` })).toBeVisible()
  await expect(page.getByText(swedish.lineNote)).toHaveCount(0)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Ändra beställningsuppgifterna' }).last().click()
  await expect(page.getByRole('button', { name: 'Logga in eller skapa ett konto' })).toBeVisible()
})
