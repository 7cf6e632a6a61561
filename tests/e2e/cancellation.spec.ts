/** Self-service cancellation in the browser (docs/refunds.md#cancelling): from My account, and by the confirmation e-mail's link. */
import type { APIRequestContext } from '@playwright/test'
import { attachmentsTo, codeFromOutbox, linkFromOutbox } from '../outbox'
import { expect, expectAccessible, test } from './fixtures'

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
const base = process.env.TEST_BASE_URL ?? ''

/** A free-cancellation stay for one adult, paid at the test terminal as a browser would; answers the order number. */
async function boughtStay(request: APIRequestContext, email: string, from: number, locale: 'fi' | 'en' | 'sv') {
  const items = [
    {
      productCode: 'HUONE-2H',
      metadata: {
        amount: 1,
        dates: { from: day(from), to: day(from + 2) },
        variation: 'freeCancellation',
        guests: [{ type: 'adult', firstName: 'Aino', lastName: 'Virtanen' }],
      },
    },
  ]
  const contactDetails = {
    firstName: 'Aino',
    lastName: 'Virtanen',
    email,
    phoneNumber: '+358401234567',
    address: 'Rinnetie 5',
    zipCode: '99999',
    city: 'Kuusirinne',
  }
  const submitted = await request.post('/proxy/vm-shopping/v2/order/submit', {
    headers: { 'x-locale': { fi: 'fi-FI', en: 'en-GB', sv: 'sv-SE' }[locale] },
    data: { redirectBaseUrl: base, paymentTerminalLanguage: locale, items, contactDetails, termsAccepted: true },
  })
  const body = (await submitted.json()) as { paymentTerminalUrl: string; orderNumber: string }
  expect(submitted.status(), JSON.stringify(body)).toBe(200)
  const terminal = (await request.get(body.paymentTerminalUrl, { maxRedirects: 0 })).headers().location ?? ''
  const token = new URL(terminal).searchParams.get('token') ?? ''
  const paid = await request.post('/proxy/test-terminal', { form: { token, action: 'pay' }, maxRedirects: 0 })
  await request.get(paid.headers().location ?? '')
  return body.orderNumber
}

async function freeUnits(request: APIRequestContext, from: number): Promise<number> {
  const response = await request.post('/proxy/vm-view/v2/product/availability', {
    data: { productCode: 'HUONE-2H', filter: { dates: { from: day(from), to: day(from + 2) }, persons: { numberOfAdults: 1 } } },
  })
  const items = ((await response.json()) as { items: { ratePlan: string; freeUnits: number }[] }).items
  return items.find((i) => i.ratePlan === 'freeCancellation')!.freeUnits
}

for (const l of [
  {
    locale: 'fi',
    profile: '/profile',
    view: 'Näytä tai peru (Tilaus',
    heading: 'Varauksesi',
    deadline: /Maksuton peruutus \d{2}\.\d{2}\.\d{4} asti/,
    next: 'Jatka',
    confirmHeading: 'Vahvista peruutus',
    confirm: 'Vahvista peruutus',
    done: 'Peruutus on vahvistettu',
    refunds: 'Palautukset',
    original: 'Alkuperäinen maksutapa',
    refunded: 'Palautettu',
    day: 262,
  },
  {
    locale: 'en',
    profile: '/en/profile',
    view: 'View or cancel (Order',
    heading: 'Your booking',
    deadline: /Free cancellation until \d{2}\.\d{2}\.\d{4}/,
    next: 'Continue',
    confirmHeading: 'Confirm the cancellation',
    confirm: 'Confirm cancellation',
    done: 'Cancellation confirmed',
    refunds: 'Refunds',
    original: 'Original payment method',
    refunded: 'Refunded',
    day: 265,
  },
  {
    locale: 'sv',
    profile: '/sv/profile',
    view: 'Visa eller avboka (Beställning',
    heading: 'Din bokning',
    deadline: /Kostnadsfri avbokning till och med \d{2}\.\d{2}\.\d{4}/,
    next: 'Fortsätt',
    confirmHeading: 'Bekräfta avbokningen',
    confirm: 'Bekräfta avbokningen',
    done: 'Avbokningen är bekräftad',
    refunds: 'Återbetalningar',
    original: 'Ursprungligt betalningssätt',
    refunded: 'Återbetald',
    day: 268,
  },
] as const) {
  test(`a signed-in customer cancels a stay from My account: refunded, and the nights are for sale again (${l.locale})`, async ({ page, visit }) => {
    test.slow()
    const email = `avboka.${l.locale}.${Date.now()}@example.com`
    const password = 'Kuusi.rinne7'
    expect(
      (
        await page.request.post('/proxy/vm-customer/v2/register', {
          data: { email, password, confirmPassword: password, optInNewsletter: false, friends: false },
        })
      ).status(),
    ).toBe(201)
    expect((await page.request.post('/proxy/vm-customer/v2/email/verify', { data: { code: codeFromOutbox(email), email } })).status()).toBe(200)
    const before = await freeUnits(page.request, l.day)
    const orderNumber = await boughtStay(page.request, email, l.day, l.locale)
    expect(await freeUnits(page.request, l.day)).toBe(before - 1)
    expect((await page.request.post('/proxy/api/v2/login', { data: { email, password } })).status()).toBe(200)

    await visit(l.profile)
    await page.getByRole('link', { name: `${l.view} ${orderNumber})` }).click()
    await expect(page.getByRole('heading', { name: l.heading })).toBeVisible()
    await expect(page.getByText(l.deadline).first()).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('checkbox').first().check()
    await page.getByRole('button', { name: l.next }).click()
    await expect(page.getByRole('heading', { name: l.confirmHeading })).toBeFocused()
    await page.getByRole('button', { name: l.confirm }).click()
    await expect(page.getByRole('heading', { name: l.done })).toBeFocused()
    const refunds = page.getByRole('table', { name: l.refunds })
    await expect(refunds).toContainText(l.original)
    await expect(refunds).toContainText(l.refunded)
    await expectAccessible(page)
    expect(await freeUnits(page.request, l.day)).toBe(before)
  })
}

test('a guest cancels by the confirmation e-mail’s link and takes the money as a new gift card (en)', async ({ page, visit }) => {
  test.slow()
  const email = `cancel.guest.${Date.now()}@example.com`
  await boughtStay(page.request, email, 248, 'en')
  await expect.poll(() => linkFromOutbox(email, '/booking').pathname, { timeout: 20_000 }).toBe('/en/booking')
  const link = linkFromOutbox(email, '/booking')
  await visit(`${link.pathname}${link.search}`)
  await page.getByRole('checkbox').first().check()
  await page.getByRole('radio', { name: 'As a new gift card' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText(/You are cancelling 1 booking, .* will be refunded\./)).toBeVisible()
  await page.getByRole('button', { name: 'Confirm cancellation' }).click()
  await expect(page.getByRole('heading', { name: 'Cancellation confirmed' })).toBeFocused()
  await expect(page.getByRole('table', { name: 'Refunds' })).toContainText('New gift card')
  await expectAccessible(page)
  // The new card arrives as a PDF, and the cancellation is confirmed by mail.
  await expect.poll(() => attachmentsTo(email).filter((a) => a.contentType === 'application/pdf').length, { timeout: 20_000 }).toBe(1)
})
