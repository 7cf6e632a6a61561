import { describe, expect, it } from 'vitest'
import { catalogues } from '@/i18n/catalogues'
import { giftCardOrder } from './exampleOrder.fixture'
import { giftCardEmail } from './giftCardEmail'
import { pdfText } from './pdfText.fixture'
import { htmlTag, plain } from './testText.fixture'

const site = 'https://kuusirinne.example/'
const values = { fi: '50 €', sv: '50 €', en: '€50' }
/** Midnight in Helsinki (UTC+2 in March) after 15 March 2027: the card's last day is the 15th. */
const validUntil = '2027-03-15T22:00:00.000Z'
const issued = (order: ReturnType<typeof giftCardOrder>, i: number) => ({ ...order.giftCards[i], validUntil })

describe('giftCardEmail', () => {
  for (const locale of ['fi', 'en', 'sv'] as const) {
    describe(`in ${locale}`, async () => {
      const order = giftCardOrder({ locale })
      const mail = await giftCardEmail(order, issued(order, 0), 'liisa@example.com', 'Hyvää syntymäpäivää!', site)
      const text = plain(mail.text)
      const m = catalogues[locale].email.giftCard

      it('goes to the recipient and says who it is from', () => {
        expect(mail.to).toBe('liisa@example.com')
        expect(mail.subject).toContain('Maija Meikäläinen')
        expect(text).toContain('Liisa Virtanen')
        expect(text).toContain(`${m.from}: Maija Meikäläinen`)
      })

      it('shows the code prominently, the value, the message and how to use it', () => {
        expect(text).toContain(`${m.code}:\n\n    KR-GC-7Q2M-K9XD`)
        expect(mail.html).toMatch(/font-size:28px[^>]*>KR-GC-7Q2M-K9XD</)
        expect(text).toContain(`${m.value}: ${values[locale]}`)
        expect(text).toContain('> Hyvää syntymäpäivää!')
        expect(text).toContain(m.howTo)
        expect(mail.html).toContain(m.howTo)
        expect(mail.html).toContain(`<html lang="${locale}"`)
      })

      it('is valid until the card’s own last day, as the product page says it', () => {
        expect(text).toContain(`${m.validUntil}: ${m.validity.replace('{date}', '15.03.2027')}`)
        expect(text).not.toContain('2028')
      })

      it('attaches the printable card as a PDF in the order’s language', () => {
        expect(mail.attachments).toHaveLength(1)
        const [pdf] = mail.attachments ?? []
        expect(pdf.contentType).toBe('application/pdf')
        expect(pdf.filename).toBe(`${m.fileName}-K9XD.pdf`)
        expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-')
        const printed = plain(pdfText(pdf.content))
        expect(printed).toContain('KR-GC-7Q2M-K9XD')
        expect(printed).toContain(values[locale])
        expect(printed).toContain(catalogues[locale].email.giftCardPdf.validUntil.replace('{date}', '15.03.2027'))
        expect(text).toContain(m.attachment)
      })

      it('has a plain text part without markup', () => {
        expect(mail.text).not.toMatch(htmlTag)
      })
    })
  }

  it('takes the last day from the card, one millisecond before it stops', async () => {
    const order = giftCardOrder({ locale: 'en' })
    // Midnight in Helsinki in summer (UTC+3) after 31 August 2026.
    const { text } = await giftCardEmail(order, { ...order.giftCards[0], validUntil: '2026-08-31T21:00:00.000Z' }, 'liisa@example.com', null)
    expect(text).toContain('Valid until: 31.08.2026')
  })

  it('escapes the sender’s name and the message in the HTML part and keeps line breaks', async () => {
    const order = giftCardOrder({ orderer: { firstName: '<script>x()</script>', lastName: 'M', email: 'maija@example.com', phoneNumber: '1' } })
    const { html, subject } = await giftCardEmail(order, issued(order, 1), 'pekka@example.com', '<img src=x onerror=alert(1)>\nHalauksin')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;x()&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;<br>Halauksin')
    expect(subject).toContain('<script>x()</script> M')
  })

  it('leaves out the message section when there is no message', async () => {
    const order = giftCardOrder({ locale: 'en' })
    const { text } = await giftCardEmail(order, issued(order, 1), 'pekka@example.com', null)
    expect(text).not.toContain('Message from')
    expect(plain(text)).toContain('Value: €100.50')
  })

  it('words a card given as a refund as the customer’s own money back, not a present from them', async () => {
    const order = giftCardOrder({ locale: 'sv' })
    const { subject, text, attachments } = await giftCardEmail(order, issued(order, 0), 'maija@example.com', null, site, null, 'refund')
    const m = catalogues.sv.email.giftCard
    expect(subject).toBe(`Din återbetalning som presentkort – ${order.seller.name}`)
    expect(plain(text)).toContain(`återbetalningen av din beställning ${order.orderNumber}`)
    expect(text).not.toContain(`${m.from}:`)
    expect(pdfText(attachments![0]!.content)).not.toContain(`${order.orderer.firstName} ${order.orderer.lastName}`)
  })

  it('refuses a recipient field holding several addresses', async () => {
    const order = giftCardOrder()
    await expect(giftCardEmail(order, issued(order, 0), 'liisa@example.com\nBcc: x@example.net', null)).rejects.toThrow(RangeError)
  })
})
