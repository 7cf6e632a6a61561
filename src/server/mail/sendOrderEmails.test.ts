import { afterEach, describe, expect, it, vi } from 'vitest'
import { giftCardOrder, stayOrder } from './exampleOrder.fixture'
import type { Mail } from './mailDocument'
import { sendOrderEmails } from './sendOrderEmails'

const site = 'https://kuusirinne.example/'
const recipients = {
  giftCards: [
    { code: 'KR-GC-7Q2M-K9XD', email: 'liisa@example.com', message: 'Hyvää syntymäpäivää!' },
    { code: 'KR-GC-3HTW-88PL', email: 'pekka@example.com', message: null },
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

describe('sendOrderEmails', () => {
  afterEach(() => vi.restoreAllMocks())

  it('sends the confirmation to the orderer and each gift card with its own code to its recipient', async () => {
    const { send, sent } = recorder()
    expect(await sendOrderEmails(send, giftCardOrder(), recipients, site)).toBe(3)
    expect(sent.map((m) => m.to)).toEqual(['maija@example.com', 'liisa@example.com', 'pekka@example.com'])
    expect(sent[1].text).toContain('KR-GC-7Q2M-K9XD')
    expect(sent[1].text).not.toContain('KR-GC-3HTW-88PL')
    expect(sent[2].text).toContain('KR-GC-3HTW-88PL')
  })

  it('sends only the confirmation for an order without gift cards', async () => {
    const { send, sent } = recorder()
    expect(await sendOrderEmails(send, stayOrder(), { giftCards: [] }, site)).toBe(1)
    expect(sent[0].subject).toContain('KR-100234')
  })

  it('logs a failed message and still sends the others', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { send, sent } = recorder(['maija@example.com'])
    expect(await sendOrderEmails(send, giftCardOrder(), recipients, site)).toBe(2)
    expect(sent.map((m) => m.to)).toEqual(['liisa@example.com', 'pekka@example.com'])
    expect(log).toHaveBeenCalledTimes(1)
    expect(String(log.mock.calls[0][0])).toContain('KR-100234')
  })

  it('logs a gift card with no recipient address without its code, and sends the rest', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { send, sent } = recorder()
    expect(await sendOrderEmails(send, giftCardOrder(), { giftCards: [recipients.giftCards[1]] }, site)).toBe(2)
    expect(sent.map((m) => m.to)).toEqual(['maija@example.com', 'pekka@example.com'])
    expect(log).toHaveBeenCalledTimes(1)
    expect(JSON.stringify(log.mock.calls)).not.toContain('KR-GC-7Q2M-K9XD')
  })

  it('sends nothing for an order that was not paid', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { send } = recorder()
    expect(await sendOrderEmails(send, stayOrder({ status: 'cancelled' }), { giftCards: [] }, site)).toBe(0)
    expect(send).not.toHaveBeenCalled()
  })
})
