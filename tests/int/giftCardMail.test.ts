import { afterAll, describe, expect, it } from 'vitest'
import { lastDayOf } from '@/domain/giftCards/validity'
import { formatFinnishDate } from '@/domain/helsinki'
import { createSqlPort } from '@/server/db/sqlPort'
import { pdfText } from '../../src/server/mail/pdfText.fixture'
import { attachmentsTo, latestMailTo } from '../outbox'
import { openReturn, submit, terminal, type Submitted } from './checkoutFlow'
import { databaseUrl } from './helpers'

const db = createSqlPort(databaseUrl)
afterAll(() => db.close())

const mailTo = (email: string) => {
  try {
    return latestMailTo(email)
  } catch {
    return ''
  }
}

describe('the gift card mail (docs/gift-cards.md#the-printable-card)', () => {
  it('brings the recipient the card with its own validity and the printable PDF', async () => {
    const recipient = `saaja.${Date.now()}@example.com`
    const item = {
      productCode: 'LAHJAKORTTI',
      metadata: { amount: 1, value: 10_000, comment: 'Hyvää joulua, Åsa!', recipient: { name: 'Åsa Öhman', email: recipient } },
    }
    const result = await submit([item])
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    await openReturn(await terminal((result.body as Submitted).paymentTerminalUrl, 'pay'))
    const [card] = await db.query<{ code: string; valid_until: unknown }>('SELECT code, valid_until FROM gift_cards WHERE recipient_email = ?', [recipient])
    expect(card).toBeDefined()
    await expect.poll(() => mailTo(recipient), { timeout: 15_000 }).toContain(card!.code)
    const lastDay = formatFinnishDate(lastDayOf(new Date(card!.valid_until as string | Date).toISOString()))
    expect(latestMailTo(recipient)).toContain(`Voimassa: ${lastDay} asti`)
    const [pdf, ...others] = attachmentsTo(recipient)
    expect(others).toEqual([])
    expect(pdf!.contentType).toBe('application/pdf')
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(pdf!.content)
    for (const part of [card!.code, '100 €', `Voimassa ${lastDay} asti`, 'Saaja: Åsa Öhman', 'Hyvää joulua, Åsa!'])
      expect(text.replace(/\u00a0/g, ' ')).toContain(part)
  })
})
