import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { mailTransport } from '@/server/adapters/mailAdapter'
import { attachmentsTo, latestMailTo } from '../../../tests/outbox'
import { giftCardOrder } from './exampleOrder.fixture'
import { giftCardEmail } from './giftCardEmail'
import { pdfText } from './pdfText.fixture'

describe('the outbox', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
  const before = process.env.TEST_DATA_DIR
  afterAll(() => {
    process.env.TEST_DATA_DIR = before
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('writes the gift card’s PDF into the .eml file, where a test can open it again', async () => {
    process.env.TEST_DATA_DIR = dataDir
    const order = giftCardOrder()
    const mail = await giftCardEmail(order, { ...order.giftCards[0], validUntil: '2027-03-15T22:00:00.000Z' }, 'liisa@example.com', 'Hei!')
    await mailTransport({ from: 'shop@kuusirinne.example', outboxDir: path.join(dataDir, 'outbox') }).sendEmail(mail)
    const [pdf, ...others] = attachmentsTo('liisa@example.com')
    expect(others).toEqual([])
    expect(pdf.filename).toBe('lahjakortti-K9XD.pdf')
    expect(pdf.contentType).toBe('application/pdf')
    expect(pdf.content.equals(mail.attachments![0].content)).toBe(true)
    expect(pdfText(pdf.content)).toContain('KR-GC-7Q2M-K9XD')
    // The text part reads as before.
    expect(latestMailTo('liisa@example.com')).toContain('    KR-GC-7Q2M-K9XD')
  })
})
