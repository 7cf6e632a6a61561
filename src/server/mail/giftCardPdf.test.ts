import { describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { catalogues } from '@/i18n/catalogues'
import { giftCardPdf, type PrintableCard } from './giftCardPdf'
import { pdfText } from './pdfText.fixture'
import { plain } from './testText.fixture'

const card: PrintableCard = {
  locale: 'fi',
  code: 'KR-GC-7Q2M-K9XD',
  value: 5_000,
  lastDay: '2027-03-15',
  recipientName: 'Åsa Öhman-Kärkkäinen',
  from: 'Maija Meikäläinen',
  message: 'Hyvää syntymäpäivää! 🎉\nNähdään Kuusirinteellä.',
  seller: 'Kuusirinne Resort Oy',
  image: null,
}

describe('giftCardPdf', () => {
  it('is a real one-page PDF with the code, value, last valid day, names and message, Finnish letters intact', async () => {
    const pdf = await giftCardPdf(card)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.toString('latin1')).toMatch(/\/Count 1\b/)
    const text = plain(pdfText(pdf))
    for (const part of [
      'KR-GC-7Q2M-K9XD',
      '50 €',
      'Voimassa 15.03.2027 asti',
      'Saaja: Åsa Öhman-Kärkkäinen',
      'Lähettäjä: Maija Meikäläinen',
      'Hyvää syntymäpäivää!',
      'Nähdään Kuusirinteellä.',
    ]) {
      expect(text).toContain(part)
    }
    // No embedded font draws emoji; they are left out instead of printed as empty boxes.
    expect(text).not.toContain('🎉')
    expect(text).not.toContain('?')
  })

  for (const locale of ['en', 'sv'] as const) {
    it(`writes the card in ${locale}`, async () => {
      const m = catalogues[locale].email.giftCardPdf
      const text = plain(pdfText(await giftCardPdf({ ...card, locale, message: null })))
      expect(text).toContain(m.validUntil.replace('{date}', '15.03.2027'))
      expect(text).toContain(`${m.from}: Maija Meikäläinen`)
      expect(text).toContain(locale === 'en' ? '€50' : '50 €')
    })
  }

  it('prints the chosen design image', async () => {
    const image = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c04000' } })
      .jpeg()
      .toBuffer()
    const plainCard = await giftCardPdf(card)
    const designed = await giftCardPdf({ ...card, image })
    expect(designed.toString('latin1')).toMatch(/\/Subtype \/Image/)
    expect(plainCard.toString('latin1')).not.toMatch(/\/Subtype \/Image/)
    // The plain card names itself in the band the design would fill.
    expect(pdfText(plainCard)).toContain('Lahjakortti\nKuusirinne Resort Oy')
  })

  it('keeps a very long message on the one page', async () => {
    const pdf = await giftCardPdf({ ...card, message: 'Pitkä viesti. '.repeat(120) })
    expect(pdf.toString('latin1')).toMatch(/\/Count 1\b/)
  })
})
