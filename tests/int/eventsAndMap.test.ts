/** Events (docs/events.md) and the resort map (docs/content-model.md#map-points) as the site serves them. */
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { baseUrl, getJson } from './helpers'

async function feed(query = ''): Promise<{ status: number; type: string; text: string }> {
  const response = await fetch(`${baseUrl}/proxy/vm-view/v1/events.ics${query}`)
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() }
}

const page = async (path: string) => {
  const response = await fetch(`${baseUrl}${path}`)
  return { status: response.status, html: await response.text() }
}

/** The text of the elements with a class, tags dropped. */
const texts = (html: string, className: string) =>
  [...html.matchAll(new RegExp(`class="${className}"[^>]*>([\\s\\S]*?)</`, 'g'))].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim())

describe('the events feed', () => {
  it('is an iCalendar file of every published event in the language, repeating ones with their rule', async () => {
    const { status, type, text } = await feed('?locale=en')
    expect(status).toBe(200)
    expect(type).toContain('text/calendar')
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true)
    const calendar = new ICAL.Component(ICAL.parse(text))
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    expect(events.length).toBeGreaterThanOrEqual(20)
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length)
    expect(events.filter((e) => e.isRecurring()).length).toBeGreaterThanOrEqual(4)
    expect(events.some((e) => e.startDate.isDate)).toBe(true)
    // English titles: the feed is in the language asked for, and the same event keeps its UID.
    const fi = new ICAL.Component(ICAL.parse((await feed('?locale=fi')).text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    expect(fi.map((e) => e.uid).sort()).toEqual(events.map((e) => e.uid).sort())
    expect(fi.map((e) => e.summary)).not.toEqual(events.map((e) => e.summary))
  })

  it('narrows to one topic, and refuses an unknown or malformed one', async () => {
    const all = (await feed('?locale=fi')).text.match(/BEGIN:VEVENT/g)?.length ?? 0
    const family = await feed('?locale=fi&tag=family')
    expect(family.status).toBe(200)
    const count = family.text.match(/BEGIN:VEVENT/g)?.length ?? 0
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThan(all)
    const unknown = await feed('?tag=no-such-topic')
    expect(unknown.status).toBe(404)
    expect(unknown.type).toContain('application/json')
    expect((await feed('?tag=%3Cscript%3E')).status).toBe(400)
  })
})

describe('the events page', () => {
  it('shows a month of events, moves by month and filters by topic without script', async () => {
    const plain = await page('/en/events')
    expect(plain.status).toBe(200)
    expect(plain.html).toContain('events-month')
    // Six weeks on there are always events: the weekly ones run through the winter.
    const month = new Date(Date.now() + 42 * 86_400_000).toISOString().slice(0, 7)
    const list = await page(`/en/events?month=${month}&view=list`)
    expect(list.status).toBe(200)
    expect(list.html).toContain('events-list')
    // Over the coming months the family topic shows only family events.
    const next = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 7)
    const allNext = await page(`/en/events?month=${next}&view=list`)
    const familyNext = await page(`/en/events?month=${next}&view=list&tag=family`)
    expect(texts(familyNext.html, 'events-list__title').length).toBeLessThanOrEqual(texts(allNext.html, 'events-list__title').length)
  })

  it('gives each event a page in each language, linked from the calendar', async () => {
    const list = await page(`/sv/evenemang?view=list&month=${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 7)}`)
    const link = /href="(\/sv\/evenemang\/[^"#?]+)"/.exec(list.html)?.[1]
    expect(link).toBeTruthy()
    const event = await page(link!)
    expect(event.status).toBe(200)
    expect(event.html).toContain('Lägg till i kalendern')
    expect(event.html).toMatch(/https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/)
  })
})

describe('the resort map', () => {
  it('lists every place, and only the chosen tags when filtered, with and without the plan’s markers', async () => {
    const all = await page('/en/map')
    expect(all.status).toBe(200)
    const places = texts(all.html, 'resort-map__name')
    expect(places.length).toBeGreaterThanOrEqual(40)
    expect(all.html.match(/class="resort-map__marker /g)?.length).toBe(places.length)
    const filtered = await page('/en/map?tag=cafe&tag=spa')
    const types = texts(filtered.html, 'resort-map__type')
    expect(types.length).toBeGreaterThan(0)
    expect(types.length).toBeLessThan(places.length)
    expect(new Set(types)).toEqual(new Set(['Café', 'Spa']))
    expect(filtered.html).toMatch(/<input type="checkbox" name="tag" checked="" value="cafe"\/>/)
    expect(filtered.html).toMatch(/<input type="checkbox" name="tag" value="parking"\/>/)
  })

  it('answers the map block with its places through the content API', async () => {
    const { body } = await getJson('/proxy/vm-view/v1/content/page?pagePath=map', { 'x-locale': 'en-US' })
    const map = (body as { content: { fields: { body: { blockType: string; points?: unknown[] }[] } } }).content.fields.body.find(
      (b) => b.blockType === 'proximiMap',
    )
    expect(map?.points?.length).toBeGreaterThanOrEqual(40)
  })
})
