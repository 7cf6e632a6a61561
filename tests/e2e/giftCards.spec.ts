/** Gift cards in the browser (docs/gift-cards.md): bought, mailed as a PDF, spent in part at checkout, the balance checked. */
import type { Page } from '@playwright/test'
import { pdfText } from '../../src/server/mail/pdfText.fixture'
import { attachmentsTo } from '../outbox'
import { expect, expectAccessible, test } from './fixtures'

const iso = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
const codePattern = /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/

async function pay(page: Page, t: { next: string; order: string }) {
  const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}\\b`) })
  await field('Etunimi').fill('Aino')
  await field('Sukunimi').fill('Virtanen')
  await field('Matkapuhelinnumero').fill('401234567')
  await field('Sähköposti').fill(`aino.${Date.now()}@example.com`)
  await page.getByRole('button', { name: t.next }).click()
  for (const box of await page.getByRole('checkbox').all()) if (!(await box.isChecked())) await box.check()
  await expectAccessible(page)
  await page.getByRole('button', { name: t.order }).click()
}

test('a gift card bought in the shop arrives as a PDF, pays a stay in part and keeps the rest (fi)', async ({ page, visit }) => {
  test.slow()
  const recipient = `saaja.${Date.now()}@example.com`
  await visit('/lahjakortti')
  await page.getByRole('radio', { name: /200/ }).first().check()
  await page.getByRole('textbox', { name: 'Vastaanottajan nimi', exact: true }).fill('Eero Esimerkki')
  await page.getByRole('textbox', { name: 'Vastaanottajan sähköposti', exact: true }).fill(recipient)
  await page.getByRole('textbox', { name: 'Vahvista vastaanottajan sähköposti', exact: true }).fill(recipient)
  await page.getByRole('checkbox', { name: 'Hyväksyn lahjakortin käyttöehdot' }).check()
  await page.getByRole('button', { name: 'Lisää ostoskoriin', exact: true }).click()
  await visit('/checkout')
  await pay(page, { next: 'Jatka maksutietoihin', order: 'Tilaa maksuvelvollisena' })
  await page.getByRole('button', { name: /^Maksa / }).click()
  await expect(page.getByRole('heading', { name: 'Kiitos tilauksestasi' })).toBeVisible()

  // The recipient's mail carries the card as a PDF with its code.
  await expect.poll(() => attachmentsTo(recipient).length, { timeout: 20_000 }).toBe(1)
  const [pdf] = attachmentsTo(recipient)
  expect(pdf!.contentType).toBe('application/pdf')
  const code = pdfText(pdf!.content).match(codePattern)?.[0] ?? ''
  expect(code).not.toBe('')

  // Spent in part on a one-night stay: the card pays it all and keeps the rest, so no terminal.
  await visit(`/majoitus/kahden-hengen-huone?from=${iso(240)}&to=${iso(241)}&adults=1&children=0&small=0`)
  await page
    .getByRole('radio', { name: /Maksuton peruutus/ })
    .first()
    .check()
  await expect(page.getByText(/Maksuton peruutus viimeistään \d{2}\.\d{2}\.\d{4}/).first()).toBeVisible()
  await page.getByRole('button', { name: 'Lisää ostoskoriin', exact: true }).click()
  await visit('/checkout')
  await page.getByLabel('Aikuinen 1: Etunimi').fill('Aino')
  await page.getByLabel('Aikuinen 1: Sukunimi').fill('Virtanen')
  await page.getByRole('textbox', { name: /^Lahjakortin koodi/ }).fill(code.toLowerCase())
  await page.getByRole('button', { name: 'Lisää lahjakortti' }).click()
  await expect(page.getByText(/^Maksaa .+, kortille jää .+\. Voimassa .+ asti\.$/)).toBeVisible()
  await expectAccessible(page)
  await pay(page, { next: 'Jatka maksutietoihin', order: 'Vahvista tilaus' })
  await expect(page.getByRole('heading', { name: 'Kiitos tilauksestasi' })).toBeVisible()

  // What is left is on the card.
  await visit('/lahjakortti')
  await page.getByText('Tarkista lahjakortin saldo').click()
  await page.getByRole('textbox', { name: /^Lahjakortin koodi/ }).fill(code)
  await page.getByRole('button', { name: 'Tarkista saldo' }).click()
  await expect(page.getByText(new RegExp(`Lahjakortilla ${code} on jäljellä \\d+(,\\d{2})?\\s€`))).toBeVisible()
  await expectAccessible(page)
})

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
