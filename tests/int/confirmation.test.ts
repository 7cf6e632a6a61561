/**
 * The confirmation a guest keeps (docs/checkout.md#the-confirmation): the stay's rate travels from
 * the cart to the order line, the page, the e-mail and its calendar file, and the file is served
 * only to the order's owner.
 */
import { afterAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import type { CancellationResponse } from '@/domain/checkout/api'
import { createSqlPort } from '@/server/db/sqlPort'
import { doorCode } from '@/server/orders/doorCodes'
import { attachmentsTo, inlineImagesTo, latestMailTo } from '../outbox'
import { buyer, futureDay, openReturn, submitBody, terminal, type Item, type Submitted } from './checkoutFlow'
import { linkToken, testAppSecret } from './giftCardFlow'
import { baseUrl, databaseUrl, postJson } from './helpers'

const db = createSqlPort(databaseUrl)
afterAll(() => db.close())

const fi = { 'x-locale': 'fi-FI' }
const [from, to] = [futureDay(300), futureDay(303)]
const nonRefundableStay = (metadata: Record<string, unknown> = {}): Item => ({
  productCode: 'HUONE-2H',
  metadata: {
    amount: 1,
    dates: { from, to },
    variation: 'nonRefundable',
    guests: [
      { type: 'adult', firstName: 'Aino', lastName: 'Virtanen' },
      { type: 'adult', firstName: 'Olli', lastName: 'Virtanen' },
    ],
    ...metadata,
  },
})

async function orderLine(orderNumber: string) {
  const [line] = await db.query<{ id: string; rate_plan: string | null; cancel_policy: string; metadata: unknown }>(
    'SELECT l.id, l.rate_plan, l.cancel_policy, l.metadata FROM order_lines l JOIN orders o ON o.id = l._parent_id WHERE o.order_number = ?',
    [orderNumber],
  )
  const metadata = typeof line!.metadata === 'string' ? JSON.parse(line!.metadata) : line!.metadata
  return { ...line!, metadata: metadata as { sold?: { kind?: string; checkIn: string; checkOut: string; places: string[] } } }
}

describe('the chosen rate on the order and its confirmation', () => {
  it('prices the cart line at the rate the server found, and names it', async () => {
    const { body } = await postJson('/proxy/vm-view/v2/product/totals', { items: [{ id: 'stay', ...nonRefundableStay() }] }, fi)
    const [item] = (body as { items: { ratePlan: string | null; cancellation: { policy: string } }[] }).items
    expect(item).toMatchObject({ ratePlan: 'nonRefundable', cancellation: { policy: 'nonRefundable' } })
  })

  it('stores the rate and the assigned room on the line, mails them with the terms and a calendar file, and serves the file to the owner only', async () => {
    const contactDetails = buyer()
    // A client that writes the server's facts itself is not believed.
    const forged = nonRefundableStay({ sold: { checkIn: '00:00', checkOut: '23:59', places: ['PRESIDENTIAL'] } })
    const submitted = await postJson('/proxy/vm-shopping/v2/order/submit', submitBody([forged], { contactDetails }), fi)
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    const sent = submitted.body as Submitted

    const line = await orderLine(sent.orderNumber)
    expect(line.rate_plan).toBe('nonRefundable')
    expect(line.cancel_policy).toBe('nonRefundable')
    expect(line.metadata.sold).toMatchObject({ checkIn: '15:00', checkOut: '12:00' })
    expect(line.metadata.sold!.places).toHaveLength(1)
    const [room] = line.metadata.sold!.places
    expect(room).toMatch(/^KH-\d\d$/)

    const page = await openReturn(await terminal(sent.paymentTerminalUrl, 'pay'))
    expect(page.status).toBe(200)
    expect(page.html).toContain('Hintavaihtoehto: Ei palautettava')
    expect(page.html).toContain(`Sinulle varattu: ${room}`)
    expect(page.html).toContain('Testimaksu (rahaa ei veloitettu)')
    expect(page.html).not.toContain('test-terminal<')

    // The confirmation is written once the callback has answered: wait for it.
    await expect.poll(() => latestMailTo(contactDetails.email), { timeout: 10_000 }).toContain(sent.orderNumber)
    const mail = latestMailTo(contactDetails.email)
    expect(mail).toContain('Hintavaihtoehto: Ei palautettava')
    expect(mail).toContain('Ei palautettava: hintaa ei palauteta peruttaessa')
    expect(mail).toContain(`Sinulle varattu: ${room}`)
    expect(mail).toContain('https://www.openstreetmap.org/search?query=')
    const [ics] = attachmentsTo(contactDetails.email).filter((a) => a.filename.endsWith('.ics'))
    expect(ics?.filename).toBe(`varaus-${sent.orderNumber}.ics`)
    const calendar = ics!.content.toString('utf8')
    expect(calendar).toContain(`DTSTART;TZID=Europe/Helsinki:${from.replace(/-/g, '')}T150000`)
    expect(calendar).toContain(`DTEND;TZID=Europe/Helsinki:${to.replace(/-/g, '')}T120000`)
    expect(calendar.replace(/\r\n /g, '')).toContain('Hintavaihtoehto: Ei palautettava')

    const href = page.html.match(/href="(\/proxy\/vm-shopping\/v1\/order\/calendar\.ics\?[^"]+)"/)?.[1]?.replace(/&amp;/g, '&')
    expect(href).toBeTruthy()
    const download = await fetch(`${baseUrl}${href}`)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toContain('text/calendar')
    expect(download.headers.get('content-disposition')).toContain(`varaus-${sent.orderNumber}.ics`)
    expect(await download.text()).toContain(`UID:`)

    const wrongToken = await fetch(`${baseUrl}/proxy/vm-shopping/v1/order/calendar.ics?orderNumber=${sent.orderNumber}&token=${'x'.repeat(32)}`)
    expect(wrongToken.status).toBe(404)
    const noToken = await fetch(`${baseUrl}/proxy/vm-shopping/v1/order/calendar.ics?orderNumber=${sent.orderNumber}`)
    expect(noToken.status).toBe(401)
    expect(await noToken.json()).toMatchObject({ status: 401 })
  })
})

const fromQuotedPrintable = (mail: string) =>
  Buffer.from(
    mail.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

describe('the door code and what to bring of a swimming ticket (docs/checkout.md#door-codes)', () => {
  const ticket: Item = { productCode: 'UINTI-AIKUINEN', metadata: { amount: 2, dates: { from: futureDay(310), to: futureDay(310) }, guests: [] } }

  it('is shown on the paid confirmation, in the e-mail with its QR attached inline, and on the manage-booking view; bound to the line', async () => {
    const contactDetails = buyer()
    // A client that writes the kind itself is not believed either.
    const forged = { ...ticket, metadata: { ...ticket.metadata, sold: { kind: 'pass' } } }
    const submitted = await postJson('/proxy/vm-shopping/v2/order/submit', submitBody([forged], { contactDetails }), fi)
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    const sent = submitted.body as Submitted
    const line = await orderLine(sent.orderNumber)
    expect(line.metadata.sold?.kind).toBe('ticket')
    const code = doorCode(testAppSecret, line.id)
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)

    const page = await openReturn(await terminal(sent.paymentTerminalUrl, 'pay'))
    expect(page.status).toBe(200)
    expect(page.html).toContain('Sisäänpääsykoodit')
    expect(page.html).toContain(`>${code}</strong>`)
    expect(page.html).toContain(`alt="Sisäänpääsykoodin ${code} QR-koodi"`)
    const img = page.html.match(/<img [^>]*class="door-code__qr"[^>]*>/)?.[0] ?? ''
    expect(img).toContain('src="data:image/svg+xml;charset=utf-8,%3Csvg')

    // The outbox keeps the mail quoted-printable: decode its UTF-8 for the Finnish letters. It is written once the callback has answered.
    await expect.poll(() => latestMailTo(contactDetails.email), { timeout: 10_000 }).toContain(sent.orderNumber)
    const mail = fromQuotedPrintable(latestMailTo(contactDetails.email))
    expect(mail).toContain(`Sisäänpääsykoodi, määrä 2: ${code}`)
    // What to bring, as the product said it when sold, on the page and in the e-mail.
    expect(page.html).toContain('Ota mukaan: Uima-asu ja pyyhe')
    expect(mail).toContain('Ota mukaan: Uima-asu ja pyyhe')
    const images = inlineImagesTo(contactDetails.email)
    expect(images).toHaveLength(1)
    const [qr] = images
    expect(qr!.filename).toBe(`qr-${code}.gif`)
    expect(qr!.contentType).toBe('image/gif')
    expect(mail).toContain(`src="cid:${qr!.cid}"`)
    expect(mail).toContain(`alt="Sisäänpääsykoodin ${code} QR-koodi"`)
    expect((await sharp(qr!.content).metadata()).format).toBe('gif')

    const managed = await fetch(`${baseUrl}/proxy/vm-shopping/v1/order/cancellation?orderNumber=${sent.orderNumber}&token=${linkToken(sent.orderNumber)}`)
    expect(managed.status).toBe(200)
    const { order } = (await managed.json()) as CancellationResponse
    expect(order.lines[0]!.doorCode?.code).toBe(code)
    expect(order.lines[0]!.doorCode?.qrSvg).toMatch(/^<svg [^>]*viewBox="0 0 29 29"/)
  })

  it('is not shown for an order that was never paid', async () => {
    const contactDetails = buyer()
    const submitted = await postJson('/proxy/vm-shopping/v2/order/submit', submitBody([ticket], { contactDetails }), fi)
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    const sent = submitted.body as Submitted
    const code = doorCode(testAppSecret, (await orderLine(sent.orderNumber)).id)

    const pending = await fetch(`${baseUrl}/proxy/vm-shopping/v1/order/cancellation?orderNumber=${sent.orderNumber}&token=${linkToken(sent.orderNumber)}`)
    expect(pending.status).toBe(200)
    expect(((await pending.json()) as CancellationResponse).order.lines[0]!.doorCode).toBeNull()

    const page = await openReturn(await terminal(sent.paymentTerminalUrl, 'cancel'))
    expect(page.html).not.toContain(code)
    expect(page.html).not.toContain('door-code')
  })
})
