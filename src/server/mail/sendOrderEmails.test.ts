import sharp from 'sharp'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { giftCardOrder, stayOrder } from './exampleOrder.fixture'
import type { Mail } from './mailDocument'
import { pdfText } from './pdfText.fixture'
import { sendOrderEmails } from './sendOrderEmails'

const site = 'https://kuusirinne.example/'
const recipients = {
  giftCards: [
    { code: 'KR-GC-7Q2M-K9XD', email: 'liisa@example.com', message: 'Hyvää syntymäpäivää!', validUntil: '2027-03-15T22:00:00.000Z', designId: 7 },
    { code: 'KR-GC-3HTW-88PL', email: 'pekka@example.com', message: null, validUntil: '2027-03-15T22:00:00.000Z', designId: null },
  ],
}

function recorder(failFor: string[] = []) {
  const sent: Mail[] = []
  const send = vi.fn(async (mail: Mail) => {
    if (failFor.includes(mail.to)) throw new Error('SMTP 451 try again later')
    sent.push(mail)
  })
  return { send, sent }
}

/** No design on disk in unit tests: a card with one is printed plain, as when its file is gone. */
const sources = { designImage: async () => null, manageUrl: () => 'https://kuusirinne.example/booking?order=KR-100234&token=t' }

describe('sendOrderEmails', () => {
  afterEach(() => vi.restoreAllMocks())

  it('sends the confirmation to the orderer and each gift card with its own code to its recipient', async () => {
    const { send, sent } = recorder()
    expect(await sendOrderEmails(send, giftCardOrder(), recipients, site, sources)).toBe(3)
    expect(sent.map((m) => m.to)).toEqual(['maija@example.com', 'liisa@example.com', 'pekka@example.com'])
    expect(sent[1].text).toContain('KR-GC-7Q2M-K9XD')
    expect(sent[1].text).not.toContain('KR-GC-3HTW-88PL')
    expect(sent[2].text).toContain('KR-GC-3HTW-88PL')
  })

  it('sends only the confirmation for an order without gift cards', async () => {
    const { send, sent } = recorder()
    expect(await sendOrderEmails(send, stayOrder(), { giftCards: [] }, site, sources)).toBe(1)
    expect(sent[0].subject).toContain('KR-100234')
  })

  it('logs a failed message and still sends the others', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { send, sent } = recorder(['maija@example.com'])
    expect(await sendOrderEmails(send, giftCardOrder(), recipients, site, sources)).toBe(2)
    expect(sent.map((m) => m.to)).toEqual(['liisa@example.com', 'pekka@example.com'])
    expect(log).toHaveBeenCalledTimes(1)
    expect(String(log.mock.calls[0][0])).toContain('KR-100234')
  })

  it('logs a gift card with no recipient address without its code, and sends the rest', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { send, sent } = recorder()
    expect(await sendOrderEmails(send, giftCardOrder(), { giftCards: [recipients.giftCards[1]] }, site, sources)).toBe(2)
    expect(sent.map((m) => m.to)).toEqual(['maija@example.com', 'pekka@example.com'])
    expect(log).toHaveBeenCalledTimes(1)
    expect(JSON.stringify(log.mock.calls)).not.toContain('KR-GC-7Q2M-K9XD')
  })

  it('sends nothing for an order that was not paid', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { send } = recorder()
    expect(await sendOrderEmails(send, stayOrder({ status: 'cancelled' }), { giftCards: [] }, site, sources)).toBe(0)
    expect(send).not.toHaveBeenCalled()
  })

  it('prints each card with its own design and attaches it', async () => {
    const design = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#204080' } })
      .jpeg()
      .toBuffer()
    const designImage = vi.fn(async (id: number) => (id === 7 ? design : null))
    const { send, sent } = recorder()
    expect(await sendOrderEmails(send, giftCardOrder(), recipients, site, { ...sources, designImage })).toBe(3)
    expect(designImage).toHaveBeenCalledTimes(1)
    expect(designImage).toHaveBeenCalledWith(7)
    const [liisa, pekka] = [sent[1].attachments?.[0].content, sent[2].attachments?.[0].content]
    expect(liisa?.toString('latin1')).toMatch(/\/Subtype \/Image/)
    expect(pekka?.toString('latin1')).not.toMatch(/\/Subtype \/Image/)
    expect(pdfText(liisa!)).toContain('KR-GC-7Q2M-K9XD')
    expect(pdfText(pekka!)).toContain('KR-GC-3HTW-88PL')
  })

  it('does not send a card whose validity it was not given, rather than guess one', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { send, sent } = recorder()
    const withoutValidity = { giftCards: recipients.giftCards.map(({ validUntil: _, ...r }) => r) }
    expect(await sendOrderEmails(send, giftCardOrder(), withoutValidity, site, sources)).toBe(1)
    expect(sent.map((m) => m.to)).toEqual(['maija@example.com'])
    expect(log).toHaveBeenCalledTimes(2)
  })

  it('puts the manage link in the confirmation only when a line may be cancelled online', async () => {
    const manageUrl = vi.fn(sources.manageUrl)
    const { send, sent } = recorder()
    const order = stayOrder()
    await sendOrderEmails(send, order, { giftCards: [] }, site, { ...sources, manageUrl })
    expect(manageUrl).not.toHaveBeenCalled()
    order.lines[0].cancellation = { policy: 'free', until: '2026-06-09T21:00:00.000Z', cancelledAt: null, refunded: 0, notCancellable: null }
    await sendOrderEmails(send, order, { giftCards: [] }, site, { ...sources, manageUrl })
    expect(manageUrl).toHaveBeenCalledWith(order)
    expect(sent[0].text).not.toContain('token=t')
    expect(sent[1].text).toContain('https://kuusirinne.example/booking?order=KR-100234&token=t')
  })
})
