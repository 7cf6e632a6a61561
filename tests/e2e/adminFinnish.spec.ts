import { expect, expectAccessible, test } from './fixtures'
import { staff } from './staff'

/**
 * Payload's own widgets we cannot change from the config: its select (react-select, in the header's
 * content-language picker and the list controls) has a focusable arrow inside aria-hidden, an input
 * without a label and a low-contrast label; a list row's select checkbox has no label; the edit
 * view's "more options" and field clipboard menus are icon buttons without a name, as are the drag
 * handle and menu in the header of each array row; the date picker's input has no label and its clear
 * button no name; the document tabs' list holds non-item children.
 * Axe checks the rest of each view (contrast and target sizes are fixed in src/app/(payload)/admin.css).
 * The page editor's blocks and rich text have more such issues of Payload's, so the edit view checked
 * is an order's.
 */
const payloadOwn = {
  wcagOnly: true,
  exclude: [
    '.localizer',
    '.react-select',
    '.select-row__checkbox',
    '.doc-controls__popup',
    '.clipboard-action__popup',
    '.collapsible__toggle-wrap',
    '.date-time-picker',
    '.doc-tabs__tabs',
  ],
}

const futureDay = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)

test('staff work in the Finnish admin: the Today dashboard, an order in euros, a Finnish page saved', async ({ page, baseURL }) => {
  test.setTimeout(180_000)
  // An order waiting for payment, as the checkout leaves it: the dashboard lists its live hold.
  const from = futureDay(120)
  const submitted = await page.request.post('/proxy/vm-shopping/v2/order/submit', {
    headers: { 'x-locale': 'fi-FI' },
    data: {
      redirectBaseUrl: baseURL,
      paymentTerminalLanguage: 'fi',
      items: [
        {
          productCode: 'HUONE-PERHE',
          metadata: {
            amount: 1,
            dates: { from, to: futureDay(121) },
            variation: 'freeCancellation',
            guests: [{ type: 'adult', firstName: 'Aino', lastName: 'Virtanen' }],
          },
        },
      ],
      contactDetails: {
        firstName: 'Aino',
        lastName: 'Virtanen',
        email: `admin.${Date.now()}@example.com`,
        phoneNumber: '+358401234567',
        address: 'Rinnetie 5',
        zipCode: '99999',
        city: 'Kuusirinne',
      },
      termsAccepted: true,
    },
  })
  expect(submitted.ok(), await submitted.text()).toBe(true)
  const { orderNumber } = (await submitted.json()) as { orderNumber: string }

  await page.goto('/admin/login')
  await expect(page.getByRole('button', { name: 'Kirjaudu sisään' })).toBeVisible()
  await page.getByLabel('Sähköposti').fill(staff.email)
  await page.getByLabel('Salasana').fill(staff.password)
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  const today = page.getByRole('region', { name: /^Tänään/ })
  await expect(today.getByRole('heading', { name: /Saapuvat tänään/ })).toBeVisible()
  const holds = today.getByRole('region', { name: /Maksamattomat varaukset/ })
  await expect(holds.getByRole('link', { name: orderNumber })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tilaukset', exact: true }).first()).toBeVisible()
  await expectAccessible(page, payloadOwn)

  // The Orders list shows the order's total in euros, and its state as a word.
  await page.goto(`/admin/collections/orders?where[orderNumber][equals]=${orderNumber}`)
  const row = page.getByRole('row').filter({ hasText: orderNumber })
  await expect(row).toContainText(/\d+,\d{2}\s€/)
  await expect(row).toContainText('Odottaa maksua')
  await expectAccessible(page, payloadOwn)
  await row.getByRole('link', { name: orderNumber }).click()
  await expect(page.getByLabel('Yhteensä (sis. alv)')).toHaveValue(/\d+,\d{2}\s€/)
  await expectAccessible(page, payloadOwn)

  // A Finnish page edited and saved in the Finnish admin.
  await page.goto('/admin/collections/pages?where[path][equals]=peruutusehdot&locale=fi')
  await page.getByRole('row').filter({ hasText: 'peruutusehdot' }).getByRole('link').first().click()
  const title = page.locator('#field-pageTitle')
  await expect(title).toBeVisible()
  const text = `Peruutusehdot ${Date.now()}`
  await title.fill(text)
  await page.getByRole('button', { name: 'Julkaise muutokset' }).click()
  await expect(page.getByText(/päivitetty|julkaistu/i).first()).toBeVisible()
  await page.goto('/peruutusehdot')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text)
})
