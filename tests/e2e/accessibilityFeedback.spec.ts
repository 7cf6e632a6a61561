import { latestMailTo, mailToContaining } from '../outbox'
import { expect, expectAccessible, test } from './fixtures'

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
const staffAddress = 'saavutettavuus@kuusirinne.example'

const languages = [
  {
    locale: 'fi',
    home: '/',
    statement: 'Saavutettavuusseloste',
    name: 'Nimi',
    email: 'Sähköpostiosoite',
    feedback: 'Palautteesi',
    send: 'Lähetä palaute',
    required: 'Tämä kenttä on pakollinen',
    invalid: 'Täytä kaikki pakolliset kentät',
    sent: 'Kiitos palautteestasi!',
    receipt: 'Kiitos palautteestasi',
  },
  {
    locale: 'en',
    home: '/en',
    statement: 'Accessibility statement',
    name: 'Name',
    email: 'Email address',
    feedback: 'Your feedback',
    send: 'Send feedback',
    required: 'This fields is required',
    invalid: 'Please fill in all required fields',
    sent: 'Thank you for your feedback!',
    receipt: 'Thank you for your feedback',
  },
  {
    locale: 'sv',
    home: '/sv',
    statement: 'Tillgänglighetsutlåtande',
    name: 'Namn',
    email: 'E-postadress',
    feedback: 'Din respons',
    send: 'Skicka respons',
    required: 'Fältet är obligatoriskt',
    invalid: 'Fyll i alla obligatoriska fält',
    sent: 'Tack för din respons!',
    // Mail bodies are quoted-printable: a text without ä or ö reads as written.
    receipt: 'Vi svarar inom 14 dagar',
  },
] as const

for (const l of languages) {
  test(`a visitor finds the accessibility statement in the footer and sends feedback by keyboard (${l.locale})`, async ({ page, visit }) => {
    const email = unique(`feedback-${l.locale}`)
    const text = `Feedback from the browser test ${email}: the map plan has no text alternative.`
    await visit(l.home)
    await page.getByRole('contentinfo').getByRole('link', { name: l.statement, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: l.statement })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('saavutettavuusvaatimukset.fi')
    await expectAccessible(page)

    // An empty send names what is missing, on the fields, in the language of the page.
    const name = page.getByRole('textbox', { name: new RegExp(`^${l.name}`) })
    await page.getByRole('button', { name: l.send, exact: true }).click()
    await expect(page.locator('.notice', { hasText: l.invalid })).toBeFocused()
    await expect(name).toHaveAccessibleDescription(l.required)
    await expectAccessible(page)

    // The whole form by keyboard: type, Tab to the next field, Enter on the button.
    await name.focus()
    await page.keyboard.type('Aino Virtanen')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('textbox', { name: new RegExp(`^${l.email}`) })).toBeFocused()
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('textbox', { name: new RegExp(`^${l.feedback}`) })).toBeFocused()
    await page.keyboard.type(text)
    // The honeypot is out of the tab order: the next stop is the send button.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: l.send, exact: true })).toBeFocused()
    await page.keyboard.press('Enter')

    // The outcome takes focus, so a screen reader reads it.
    await expect(page.locator('.notice', { hasText: l.sent })).toBeFocused({ timeout: 15_000 })
    await expect(name).toHaveValue('')
    await expectAccessible(page)

    expect(latestMailTo(email)).toContain(l.receipt)
    expect(mailToContaining(staffAddress, text)).toContain(`Reply-To: ${email}`)
  })
}
