/** Finding things (docs/search.md, docs/events.md, docs/content-model.md#map-points): the header search, the events calendar and its files, the map's filter. */
import { readFile } from 'node:fs/promises'
import ICAL from 'ical.js'
import { expect, expectAccessible, test } from './fixtures'

for (const l of [
  { locale: 'fi', home: '/', typo: 'kylplä', field: 'Hae sivustolta', expect: /kylpyl/i },
  { locale: 'en', home: '/en', typo: 'cotages', field: 'Search the site', expect: /cottage/i },
  { locale: 'sv', home: '/sv', typo: 'stugr', field: 'Sök på webbplatsen', expect: /stug/i },
]) {
  test(`a visitor searches from the header with a typo, picks a suggestion with the keyboard and lands on it (${l.locale})`, async ({ page, visit }) => {
    await visit(l.home)
    const field = page.getByRole('combobox', { name: l.field })
    await field.fill(l.typo)
    const options = page.getByRole('listbox').getByRole('option')
    await expect(options.first()).toBeVisible()
    await expect(options.first()).toHaveText(l.expect)
    await expectAccessible(page)
    await field.press('ArrowDown')
    await expect(field).toHaveAttribute('aria-activedescendant', /option-0$/)
    const target = await options.first().textContent()
    await field.press('Enter')
    await expect(page).not.toHaveURL(new RegExp(`${l.home === '/' ? '/$' : `${l.home}$`}`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(target).toBeTruthy()
    await expectAccessible(page)
  })
}

test('Enter without a suggestion opens the search page, whose results work without script (en)', async ({ page, visit }) => {
  await visit('/en')
  const field = page.getByRole('combobox', { name: 'Search the site' })
  await field.fill('padel')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/en\/search\?q=padel$/)
  await expect(page.getByRole('heading', { name: /results? for “padel”/ })).toBeVisible()
  await expect(page.locator('mark').first()).toBeVisible()
  await expectAccessible(page)
  // A misspelling offers the word the site uses.
  await visit('/en/search?q=cotages')
  await expect(page.getByText('Did you mean:')).toBeVisible()
})

test('a search that finds nothing offers the search-empty page’s ways on (fi)', async ({ page, visit }) => {
  await visit('/haku?q=qqqxyzzy')
  await expect(page.getByRole('heading', { name: 'Haulla ”qqqxyzzy” ei löytynyt tuloksia.' })).toBeVisible()
  for (const name of ['Etusivu', 'Info ja palvelut', 'Majoitushaku', 'Aktiviteettikauppa']) {
    await expect(page.getByRole('list', { name: 'Jatka täältä' }).getByRole('link', { name })).toBeVisible()
  }
})

test('the events page shows a month and a list, an event downloads as a calendar file that a calendar app reads (fi)', async ({ page, visit }) => {
  test.slow()
  await visit('/tapahtumat')
  await expect(page.getByRole('table')).toBeVisible()
  await page.getByRole('link', { name: 'Lista' }).click()
  await expect(page).toHaveURL(/view=list/)
  await expectAccessible(page)
  // Forward until a month with events, then open the first event.
  for (let i = 0; i < 3 && (await page.locator('.events-list__title a').count()) === 0; i++) {
    await page.getByRole('link', { name: 'Seuraava kuukausi' }).click()
  }
  const first = page.locator('.events-list__title a').first()
  const title = (await first.textContent())!.trim()
  await first.click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expectAccessible(page)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Lataa kalenteritiedosto (.ics)' }).click()])
  expect(download.suggestedFilename()).toMatch(/\.ics$/)
  const text = await readFile((await download.path())!, 'utf8')
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!)
  expect(event.summary).toBe(title)
})

test('a repeating event’s page lists its next dates and its file carries the rule (sv)', async ({ page, visit }) => {
  test.slow()
  await visit('/sv/evenemang')
  const next = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 7)
  await visit(`/sv/evenemang?view=list&month=${next}`)
  // The event most often in the list is a repeating one.
  const titles = await page.locator('.events-list__title a').allTextContents()
  const counts = new Map<string, number>()
  for (const t of titles) counts.set(t, (counts.get(t) ?? 0) + 1)
  const repeating = [...counts].sort((a, b) => b[1] - a[1])[0]![0]
  await page.locator('.events-list__title a', { hasText: repeating }).first().click()
  await expect(page.getByRole('heading', { name: 'Kommande tillfällen' })).toBeVisible()
  await expectAccessible(page)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Ladda ner en kalenderfil (.ics)' }).click()])
  const text = await readFile((await download.path())!, 'utf8')
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!
  expect(vevent.getFirstPropertyValue('rrule')).toBeTruthy()
  const shown = await page.locator('.event-page__dates time').first().getAttribute('datetime')
  const it = new ICAL.Event(vevent).iterator()
  let occurrence = it.next()
  while (occurrence && occurrence.toJSDate().getTime() < Date.now() - 86_400_000) occurrence = it.next()
  expect(occurrence).toBeTruthy()
  expect(Math.abs(occurrence!.toJSDate().getTime() - new Date(shown!).getTime())).toBeLessThan(86_400_000)
})

test('the map filters by two tags with script, and a marker leads to its place in the list (en)', async ({ page, visit }) => {
  await visit('/en/map')
  const all = await page.locator('.resort-map__place').count()
  await page.getByRole('checkbox', { name: 'Café' }).check()
  await page.getByRole('checkbox', { name: 'Spa' }).check()
  await page.getByRole('button', { name: 'Show selected' }).click()
  await expect(page).toHaveURL(/tag=cafe&tag=spa/)
  const shown = page.locator('.resort-map__place')
  await expect(shown.first()).toBeVisible()
  expect(await shown.count()).toBeLessThan(all)
  for (const type of await page.locator('.resort-map__type').allTextContents()) expect(['Café', 'Spa']).toContain(type)
  await expectAccessible(page)
  const marker = page.locator('.resort-map__marker').first()
  await marker.click()
  const target = (await marker.getAttribute('href'))!
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  await expect(page.locator(target)).toBeInViewport()
})

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false })
  // axe runs as a script, so these pages are checked by the tests above with script on.
  test('the map filter and the search still work (sv)', async ({ page }) => {
    await page.goto('/sv/karta')
    await page.getByRole('checkbox', { name: 'Kafé' }).check()
    await page.getByRole('checkbox', { name: 'Parkering' }).check()
    await page.getByRole('button', { name: 'Visa valda' }).click()
    await expect(page).toHaveURL(/tag=cafe&tag=parking/)
    for (const type of await page.locator('.resort-map__type').allTextContents()) expect(['Kafé', 'Parkering']).toContain(type)
    const field = page.getByRole('combobox', { name: 'Sök på webbplatsen' })
    await field.fill('simhall')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/sv\/sok\?q=simhall/)
    await expect(page.getByRole('heading', { name: /resultat för ”simhall”/ })).toBeVisible()
  })
})
