import { expect, test } from './fixtures'
import { signInAsStaff } from './staff'

type OrderDoc = { id: number; lines: { title: string; total: number; refunded: number }[] }

test('staff refund part of a line onto a new gift card from the order page, then adjust the card with a reason, in the Finnish admin', async ({ page }) => {
  test.setTimeout(180_000)
  // The browser's admin session is the cookie; the REST reads go by the token (Payload's CSRF check
  // ignores a cookie sent without an Origin).
  const api = { headers: { authorization: `JWT ${await signInAsStaff(page.request)}` } }
  // The demo's paid guest orders (booked by phone: the guest cannot cancel online, staff can refund),
  // not the integration tests' orders on the same database, which may have been paid with gift cards.
  const found = await page.request.get('/api/orders?where[status][equals]=confirmed&where[clientKey][equals]=seed&limit=50&depth=0', api)
  expect(found.ok(), await found.text()).toBe(true)
  const order = ((await found.json()) as { docs: OrderDoc[] }).docs.find((o) => o.lines.length === 1 && o.lines[0]!.total - o.lines[0]!.refunded >= 300)
  if (!order) throw new Error('the demo has no confirmed order with a line to refund')
  const line = order.lines[0]!
  const reason = `Sauna was out of order ${Date.now()}`

  await page.goto(`/admin/collections/orders/${order.id}`)
  const panel = page.getByRole('region', { name: 'Palautus', exact: true })
  await panel.getByRole('checkbox', { name: line.title }).check()
  await panel.getByLabel('Summa euroina').fill('3,00')
  await panel.getByRole('radio', { name: 'Uudelle lahjakortille' }).check()
  await panel.getByRole('button', { name: 'Palauta', exact: true }).click()
  await expect(panel.getByRole('alert')).toHaveText('Syy on pakollinen.')
  await panel.getByLabel('Syy (pakollinen)').fill(reason)
  await panel.getByRole('button', { name: 'Palauta', exact: true }).click()

  // The page loads again: the panel says what happened and the order's refunds list the new one. The
  // admin's whole document view is loaded and hydrated again, which under a loaded CI takes a while.
  const reloaded = { timeout: 45_000 }
  await expect(page.getByRole('region', { name: 'Palautus', exact: true }).getByRole('status')).toHaveText(/Palautus aloitettu/, reloaded)
  const refund = page.locator('#field-refunds tr').filter({ hasText: reason })
  // The Finnish admin shows the amount in euros and the destination and state as words.
  await expect(refund).toContainText(/3,00\s€/)
  await expect(refund).toContainText('Uudelle lahjakortille')
  await expect(refund).toContainText('Palautettu')
  const after = (await (await page.request.get(`/api/orders/${order.id}?depth=0`, api)).json()) as OrderDoc
  expect(after.lines[0]!.refunded).toBe(line.refunded + 300)

  const cards = await page.request.get(`/api/gift-cards?where[order][equals]=${order.id}&where[origin][equals]=refund&sort=-createdAt&depth=0`, api)
  const card = ((await cards.json()) as { docs: { id: number; balance: number }[] }).docs[0]
  expect(card?.balance).toBe(300)

  const why = `Torn card reprinted ${Date.now()}`
  await page.goto(`/admin/collections/gift-cards/${card!.id}`)
  const adjust = page.getByRole('region', { name: 'Muuta saldoa' })
  await adjust.getByLabel('Muutos euroina').fill('-5')
  await adjust.getByLabel('Syy (pakollinen)').fill(why)
  await adjust.getByRole('button', { name: 'Muuta saldoa' }).click()
  await expect(adjust.getByRole('alert')).toHaveText('Saldo ei voi mennä alle nollan.')

  await adjust.getByLabel('Muutos euroina').fill('-1,25')
  await adjust.getByRole('button', { name: 'Muuta saldoa' }).click()
  await expect(page.getByRole('region', { name: 'Muuta saldoa' }).getByRole('status')).toHaveText(/^Saldo on nyt 1,75\s€\.$/, reloaded)
  await expect(page.locator('#field-ledger tr').filter({ hasText: why })).toContainText(/[-−]1,25\s€/)
})
