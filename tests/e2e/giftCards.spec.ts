/** Gift cards in the browser (docs/gift-cards.md): bought, mailed as a PDF, spent in part at checkout, the balance checked. */
import type { Page } from '@playwright/test'
import { pdfText } from '../../src/server/mail/pdfText.fixture'
import { attachmentsTo } from '../outbox'
import { expect, expectAccessible, test } from './fixtures'

const iso = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
const codePattern = /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/

/** The words of each language the flow meets, from the site's message catalogues. */
const languages = [
  {
    locale: 'fi',
    giftCardPage: '/lahjakortti',
    stayPage: '/majoitus/kahden-hengen-huone',
    checkout: '/checkout',
    recipientName: 'Vastaanottajan nimi',
    recipientEmail: 'Vastaanottajan sähköposti',
    confirmEmail: 'Vahvista vastaanottajan sähköposti',
    terms: 'Hyväksyn lahjakortin käyttöehdot',
    add: 'Lisää ostoskoriin',
    firstName: 'Etunimi',
    lastName: 'Sukunimi',
    mobile: 'Matkapuhelinnumero',
    email: 'Sähköposti',
    next: 'Jatka maksutietoihin',
    order: 'Tilaa ja maksa',
    confirm: 'Vahvista tilaus',
    pay: /^Maksa /,
    thanks: 'Kiitos tilauksestasi',
    freeRate: /Maksuton peruutus/,
    deadline: /Maksuton peruutus viimeistään \d{2}\.\d{2}\.\d{4}/,
    guest: /^Aikuinen 1: (Etunimi|Sukunimi)$/,
    codes: 'Onko sinulla alennuskoodi tai lahjakortti?',
    codeField: /^Lahjakortin koodi/,
    addCard: 'Lisää lahjakortti',
    applied: /^Maksaa .+, kortille jää (.+)\. Voimassa .+ asti\.$/,
    balanceTitle: 'Tarkista lahjakortin saldo',
    check: 'Tarkista saldo',
    balance: (code: string) => new RegExp(`Lahjakortilla ${code} on jäljellä ([^.]+)\\.`),
  },
  {
    locale: 'en',
    giftCardPage: '/en/lahjakortti',
    stayPage: '/en/accommodation-types/double-room',
    checkout: '/en/checkout',
    recipientName: 'Recipient’s name',
    recipientEmail: 'Recipient’s e-mail',
    confirmEmail: 'Confirm the recipient’s e-mail',
    terms: 'I accept the gift card terms',
    add: 'Add to cart',
    firstName: 'First name',
    lastName: 'Last name',
    mobile: 'Mobile phone number',
    email: 'Email',
    next: 'Continue to payment information',
    order: 'Place order and pay',
    confirm: 'Confirm order',
    pay: /^Pay /,
    thanks: 'Thank you for your order',
    freeRate: /Free cancellation/,
    deadline: /Free cancellation until \d{2}\.\d{2}\.\d{4}/,
    guest: /^Adult 1 (First|Last) name$/,
    codes: 'Do you have a discount code or a gift card?',
    codeField: /^Gift card code/,
    addCard: 'Add gift card',
    applied: /^Pays .+, (.+) left on the card, valid until .+\.$/,
    balanceTitle: 'Check gift card balance',
    check: 'Check balance',
    balance: (code: string) => new RegExp(`(\\S+) left on gift card ${code}`),
  },
  {
    locale: 'sv',
    giftCardPage: '/sv/presentkort',
    stayPage: '/sv/boendeformer/dubbelrum',
    checkout: '/sv/checkout',
    recipientName: 'Mottagarens namn',
    recipientEmail: 'Mottagarens e-post',
    confirmEmail: 'Bekräfta mottagarens e-post',
    terms: 'Jag godkänner presentkortets villkor',
    add: 'Lägg i varukorgen',
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    mobile: 'Mobilnummer',
    email: 'E-post',
    next: 'Fortsätt till betalningsuppgifter',
    order: 'Beställ och betala',
    confirm: 'Bekräfta beställningen',
    pay: /^Betala /,
    thanks: 'Tack för din beställning',
    freeRate: /Gratis avbokning/,
    deadline: /Kostnadsfri avbokning senast \d{2}\.\d{2}\.\d{4}/,
    guest: /^Vuxen 1, (Förnamn|Efternamn)$/,
    codes: 'Har du en rabattkod eller ett presentkort?',
    codeField: /^Presentkortets kod/,
    addCard: 'Lägg till presentkort',
    applied: /^Betalar .+, (.+) blir kvar på kortet\. Gäller till och med .+\.$/,
    balanceTitle: 'Kontrollera presentkortets saldo',
    check: 'Kontrollera saldot',
    balance: (code: string) => new RegExp(`Det finns (.+) kvar på presentkortet ${code}`),
  },
] as const

type Language = (typeof languages)[number]

/** Euro cents of a shown amount in any of the three languages ("12,50 €", "€12.50", "12 €"). */
function cents(shown: string): number {
  const [whole, fraction = '00'] = shown.replace(/[^\d,.]/g, '').split(/[,.]/)
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

async function pay(page: Page, l: Language, finish: 'order' | 'confirm') {
  const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}\\b`) })
  await field(l.firstName).fill('Aino')
  await field(l.lastName).fill('Virtanen')
  await field(l.mobile).fill('401234567')
  await field(l.email).fill(`aino.${Date.now()}@example.com`)
  await page.getByRole('button', { name: l.next }).click()
  for (const box of await page.getByRole('checkbox').all()) if (!(await box.isChecked())) await box.check()
  await expectAccessible(page)
  await page.getByRole('button', { name: l[finish] }).click()
}

for (const l of languages) {
  test(`a gift card bought in the shop arrives as a PDF, pays a stay in part and keeps the rest (${l.locale})`, async ({ page, visit }) => {
    test.slow()
    const recipient = `saaja.${l.locale}.${Date.now()}@example.com`
    await visit(l.giftCardPage)
    await page.getByRole('radio', { name: /200/ }).first().check()
    await page.getByRole('textbox', { name: l.recipientName, exact: true }).fill('Eero Esimerkki')
    await page.getByRole('textbox', { name: l.recipientEmail, exact: true }).fill(recipient)
    await page.getByRole('textbox', { name: l.confirmEmail, exact: true }).fill(recipient)
    await page.getByRole('checkbox', { name: l.terms }).check()
    await page.getByRole('button', { name: l.add, exact: true }).click()
    await visit(l.checkout)
    await pay(page, l, 'order')
    await page.getByRole('button', { name: l.pay }).click()
    await expect(page.getByRole('heading', { name: l.thanks })).toBeVisible()

    // The recipient's mail carries the card as a PDF with its code.
    await expect.poll(() => attachmentsTo(recipient).length, { timeout: 20_000 }).toBe(1)
    const [pdf] = attachmentsTo(recipient)
    expect(pdf!.contentType).toBe('application/pdf')
    const code = pdfText(pdf!.content).match(codePattern)?.[0] ?? ''
    expect(code).not.toBe('')

    // Spent in part on a one-night stay: the card pays it all and keeps the rest, so no terminal.
    const night = { fi: 240, en: 242, sv: 244 }[l.locale]
    await visit(`${l.stayPage}?from=${iso(night)}&to=${iso(night + 1)}&adults=1&children=0&small=0`)
    await page.getByRole('radio', { name: l.freeRate }).first().check()
    await expect(page.getByText(l.deadline).first()).toBeVisible()
    await page.getByRole('button', { name: l.add, exact: true }).click()
    await visit(l.checkout)
    await page.getByRole('textbox', { name: l.guest }).first().waitFor()
    const [first, last] = await page.getByRole('textbox', { name: l.guest }).all()
    await first!.fill('Aino')
    await last!.fill('Virtanen')
    await page.getByText(l.codes).click()
    await page.getByRole('textbox', { name: l.codeField }).fill(code.toLowerCase())
    await page.getByRole('button', { name: l.addCard }).click()
    const applied = page.getByText(l.applied)
    await expect(applied).toBeVisible()
    const left = cents((await applied.textContent())!.match(l.applied)![1]!)
    expect(left).toBeGreaterThan(0)
    expect(left).toBeLessThan(20_000)
    await expectAccessible(page)
    await pay(page, l, 'confirm')
    await expect(page.getByRole('heading', { name: l.thanks })).toBeVisible()

    // What is left is on the card.
    await visit(l.giftCardPage)
    await page.getByText(l.balanceTitle).click()
    await page.getByRole('textbox', { name: l.codeField }).fill(code)
    await page.getByRole('button', { name: l.check }).click()
    const balance = page.getByText(l.balance(code))
    await expect(balance).toBeVisible()
    expect(cents((await balance.textContent())!.match(l.balance(code))![1]!)).toBe(left)
    await expectAccessible(page)
  })
}

for (const l of [
  { path: '/en/lahjakortti', title: 'Check gift card balance', field: 'Gift card code', check: 'Check balance', unknown: 'No gift card has this code.' },
  {
    path: '/sv/presentkort',
    title: 'Kontrollera presentkortets saldo',
    field: 'Presentkortets kod',
    check: 'Kontrollera saldot',
    unknown: 'Det finns inget presentkort med den här koden.',
  },
]) {
  test(`the demo card's balance is checked on the gift card page, an unknown code is told apart (${l.path})`, async ({ page, visit }) => {
    await visit(l.path)
    await page.getByText(l.title).click()
    const field = page.getByRole('textbox', { name: new RegExp(`^${l.field}`) })
    await field.fill('demo-lahj-akor-tti1')
    await page.getByRole('button', { name: l.check }).click()
    await expect(page.getByText(/DEMO-LAHJ-AKOR-TTI1/)).toBeVisible()
    await expectAccessible(page)
    await field.fill('NOPE-NOPE-NOPE-NOPE')
    await page.getByRole('button', { name: l.check }).click()
    await expect(page.getByText(l.unknown, { exact: false })).toBeVisible()
  })
}

test('the open value says what is wrong with a typed amount in the form messages, the bounds as prices (fi)', async ({ page, visit }) => {
  await visit('/lahjakortti')
  await page.getByRole('radio', { name: 'Muu summa' }).first().check()
  const amount = page.getByRole('textbox', { name: /^Summa euroina/ }).first()
  for (const [typed, message] of [
    ['kaksikymmentä', 'Kirjaimet eivät ole sallittuja'],
    ['25,555', 'Käytä enintään 2 desimaalia'],
    ['19,99', /^Pienin sallittu arvo on 20(,00)?\s€$/],
    ['600', /^Suurin sallittu arvo on 500(,00)?\s€$/],
  ] as const) {
    await amount.fill(typed)
    await expect(amount).toHaveAccessibleDescription(message)
  }
  await expectAccessible(page)
  await amount.fill('25,50')
  await expect(amount).not.toHaveAttribute('aria-invalid')
})

for (const l of [
  {
    path: '/lahjakortti',
    stay: '/majoitus/kahden-hengen-huone',
    rate: /Maksuton peruutus/,
    add: 'Lisää ostoskoriin',
    name: 'Vastaanottajan nimi',
    missingAll:
      'Lahjakortin lisääminen ostoskoriin vaatii vielä: vastaanottajan nimen, vastaanottajan sähköpostiosoitteen, vastaanottajan sähköpostiosoitteen toiseen kertaan ja käyttöehtojen hyväksynnän.',
    missingAfterName: /vaatii vielä: vastaanottajan sähköpostiosoitteen,/,
    rule: 'Lahjakortti tilataan omana tilauksenaan.',
    finish: 'Vie nykyinen tilaus loppuun',
    checkout: /\/checkout$/,
  },
  {
    path: '/en/lahjakortti',
    stay: '/en/accommodation-types/double-room',
    rate: /Free cancellation/,
    add: 'Add to cart',
    name: 'Recipient’s name',
    missingAll:
      'To add the gift card, still needed: the recipient’s name, the recipient’s e-mail address, the recipient’s e-mail address a second time, and your acceptance of the terms.',
    missingAfterName: /still needed: the recipient’s e-mail address,/,
    rule: 'A gift card is ordered on its own.',
    finish: 'Finish the current order',
    checkout: /\/en\/checkout$/,
  },
  {
    path: '/sv/presentkort',
    stay: '/sv/boendeformer/dubbelrum',
    rate: /Gratis avbokning/,
    add: 'Lägg i varukorgen',
    name: 'Mottagarens namn',
    missingAll:
      'För att lägga presentkortet i varukorgen behövs ännu: mottagarens namn, mottagarens e-postadress, mottagarens e-postadress en gång till och att du godkänner villkoren.',
    missingAfterName: /behövs ännu: mottagarens e-postadress,/,
    rule: 'Ett presentkort beställs separat.',
    finish: 'Slutför den nuvarande beställningen',
    checkout: /\/sv\/checkout$/,
  },
]) {
  test(`the gift card's add button says what is missing, and a cart with other items is explained up front (${l.path})`, async ({ page, visit }) => {
    await visit(l.path)
    const add = page.getByRole('button', { name: l.add, exact: true })
    await expect(add).toBeDisabled()
    await expect(add).toHaveAccessibleDescription(l.missingAll)
    await page.getByRole('textbox', { name: l.name, exact: true }).fill('Eero Esimerkki')
    await expect(add).toHaveAccessibleDescription(l.missingAfterName)
    await expect(page.getByText(l.rule)).toBeHidden()

    // With a stay in the cart the rule is told before anything is filled in, with a way to finish that order.
    await visit(`${l.stay}?from=${iso(300)}&to=${iso(301)}&adults=1&children=0&small=0`)
    await page.getByRole('radio', { name: l.rate }).first().check()
    await page.getByRole('button', { name: l.add, exact: true }).click()
    await visit(l.path)
    await expect(page.getByText(l.rule)).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('link', { name: l.finish }).click()
    await expect(page).toHaveURL(l.checkout)
  })
}
