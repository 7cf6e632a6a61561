/**
 * Door codes of passes (docs/checkout.md#door-codes): a bought swimming ticket's confirmation shows
 * its code as text and as a QR image whose alt text names the code, in Finnish and in Swedish.
 */
import { expect, expectAccessible, test } from './fixtures'
import { contactDetails } from './guestForm'

const day = (n: number) => new Date(Date.now() + n * 86_400_000)
const typed = (n: number) => {
  const d = day(n)
  return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`
}

const languages = [
  {
    locale: 'fi',
    product: '/uimahalli/aikuinen',
    day: 'Päivä',
    add: 'Lisää ostoskoriin',
    added: 'Lisätty ostoskoriisi',
    goOn: 'Jatka ostoksia',
    cart: 'Ostoskori, 1 tuote',
    cartDialog: 'Ostoskori',
    toCheckout: /kassalle/i,
    contact: { firstName: 'Etunimi', lastName: 'Sukunimi', phone: 'Matkapuhelinnumero', email: 'Sähköposti', next: 'Jatka maksutietoihin' },
    order: 'Tilaa ja maksa',
    thanks: 'Kiitos tilauksestasi',
    heading: 'Sisäänpääsykoodit',
    alt: (code: string) => `Sisäänpääsykoodin ${code} QR-koodi`,
    offset: 330,
  },
  {
    locale: 'sv',
    product: '/sv/simhall/vuxen',
    day: 'Dag',
    add: 'Lägg i varukorgen',
    added: 'Tillagd i din varukorg',
    goOn: 'Fortsätt handla',
    cart: 'Varukorg, 1 produkt',
    cartDialog: 'Varukorg',
    toCheckout: /kassan/i,
    contact: { firstName: 'Förnamn', lastName: 'Efternamn', phone: 'Mobilnummer', email: 'E-post', next: 'Fortsätt till betalningsuppgifter' },
    order: 'Beställ och betala',
    thanks: 'Tack för din beställning',
    heading: 'Inträdeskoder',
    alt: (code: string) => `QR-kod för inträdeskoden ${code}`,
    offset: 333,
  },
] as const

for (const l of languages) {
  test(`a bought swimming ticket's confirmation shows its door code and QR (${l.locale})`, async ({ page, visit }) => {
    test.slow()
    await visit(l.product)
    const date = page.getByRole('textbox', { name: l.day, exact: true })
    await date.fill(typed(l.offset))
    await date.press('Enter')
    await page.getByRole('button', { name: l.add, exact: true }).click()
    // The first add into the empty cart opens the popup once the cart has taken it.
    await page.getByRole('dialog', { name: l.added }).getByRole('button', { name: l.goOn }).click()

    await page.getByRole('button', { name: l.cart }).click()
    await page.getByRole('dialog', { name: l.cartDialog }).getByRole('link', { name: l.toCheckout }).click()
    await contactDetails(page, l.contact)
    for (const box of await page.getByRole('checkbox').all()) if (!(await box.isChecked())) await box.check()
    await page.getByRole('button', { name: l.order }).click()
    await page.locator('button[value=pay]').click()

    await expect(page.getByRole('heading', { name: l.thanks })).toBeVisible()
    const box = page.getByRole('region', { name: l.heading })
    await expect(box).toBeVisible()
    const code = (await box.locator('.door-code__code').innerText()).trim()
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
    // The QR is an image named as the door code, and the browser could draw it (a valid SVG).
    const qr = box.getByRole('img', { name: l.alt(code) })
    await expect(qr).toBeVisible()
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const src = decodeURIComponent(((await qr.getAttribute('src')) ?? '').replace(/^data:image\/svg\+xml;charset=utf-8,/, ''))
    expect(src).toMatch(/^<svg [^>]*viewBox="0 0 29 29"/)
    await expectAccessible(page)
  })
}
