/**
 * The demo's gift card and cancellation terms: the products carry them as data, and every text of
 * the demo that speaks of them says the same (docs/gift-cards.md, docs/refunds.md).
 */
import { describe, expect, it } from 'vitest'
import { locales } from '@/domain/locale'
import { seedProducts } from './catalogue'
import { kindData } from './catalogue/productData'
import { seedArticles } from './content/articles'
import { seedPages } from './content/pages'
import { seedPopups } from './content/popups'
import type { Loc } from './content/types'
import { seedImages } from './images'

const today = '2026-11-24'
const mediaIds = new Map(seedImages.map((image, i) => [image.key, i + 1]))
const mediaId = (key: string) => mediaIds.get(key) ?? Number.NaN

/** Every string reachable from `root`. */
const strings = (root: unknown): string[] =>
  typeof root === 'string' ? [root] : root && typeof root === 'object' ? Object.values(root).flatMap((v) => strings(v)) : []

const isGiftCardText = (text: string) => /lahjakort|gift card|presentkort/i.test(text)
const allTexts = strings([seedPages, seedPopups, seedProducts, seedArticles])
const pageOf = (key: string) => seedPages.find((p) => p.key === key)!
const localized = (root: unknown, locale: 'fi' | 'en' | 'sv'): string => {
  if (root && typeof root === 'object') {
    const node = root as Record<string, unknown>
    if (Object.keys(node).sort().join() === 'en,fi,sv') return String((node as Loc)[locale])
    return Object.values(node)
      .map((v) => localized(v, locale))
      .join('\n')
  }
  return ''
}

describe('seed terms: cancellation rules as product data', () => {
  it('gives free cancellation rates 14 days, courses 14 days, activities and courts 24 hours, and the rest nothing online', () => {
    for (const p of seedProducts) {
      const data = kindData(p, 'fi', today, mediaId) as Record<string, Record<string, unknown>>
      const group = data[p.kind === 'pass' ? 'pass' : p.kind]!
      if (p.kind === 'accommodation') {
        const plans = group.ratePlans as { code: string; cancelDaysBefore?: number }[]
        expect(
          plans.map((r) => [r.code, r.cancelDaysBefore]),
          p.code,
        ).toEqual([
          ['freeCancellation', 14],
          ['nonRefundable', undefined],
        ])
      } else if (p.kind === 'course') expect(group.cancelDaysBefore, p.code).toBe(14)
      else if (p.kind === 'activity' || p.kind === 'court') expect(group.cancelHoursBefore, p.code).toBe(24)
      else
        expect(
          Object.keys(group).filter((k) => k.startsWith('cancel')),
          p.code,
        ).toEqual([])
    }
  })

  it('has a cancellation policy page that states exactly those rules and how to cancel, in every language', () => {
    const page = pageOf('cancellationPolicy')
    const expected = {
      fi: [
        '14 vuorokautta ennen saapumispäivää',
        'Ei palautettava hinta',
        '14 vuorokautta ennen ensimmäistä kurssipäivää',
        '24 tuntia ennen sen alkua',
        '24 tuntia ennen vuoron alkua',
        'Liput, sarjakortit, lahjakortit ja koulutukset',
        'Omat tiedot → Tilauksesi → tilaus',
        'tilausvahvistuksen sähköpostissa oleva linkki',
        'palautuu maksutavalle',
        'uudelle lahjakortille',
        'palautuu aina samalle lahjakortille',
      ],
      en: [
        '14 days before the day of arrival',
        'Non-refundable rate',
        '14 days before the first course day',
        '24 hours before they start',
        '24 hours before the start of the booking',
        'Tickets, series cards, gift cards and education',
        'My account → Your orders → the order',
        'link in your order confirmation email',
        'back to the payment method',
        'onto a new gift card',
        'always goes back to that gift card',
      ],
      sv: [
        '14 dygn före ankomstdagen',
        'Ej återbetalningsbart pris',
        '14 dygn före den första kursdagen',
        '24 timmar före start',
        '24 timmar före bokningens start',
        'Biljetter, seriekort, presentkort och utbildningar',
        'Mitt konto → Dina beställningar → beställningen',
        'länken i e-postmeddelandet med orderbekräftelsen',
        'tillbaka till det betalningssätt',
        'till ett nytt presentkort',
        'alltid tillbaka till samma presentkort',
      ],
    }
    for (const locale of locales) {
      const text = localized(page.body, locale)
      for (const phrase of expected[locale]) expect(text, `${locale}: ${phrase}`).toContain(phrase)
      // The rules of before: office fees, partial charges and a cancellation cover the shop does not sell.
      expect(text, locale).not.toMatch(/30 (vuorokautta|days|dygn)|50 %|50%|19 €|€19|peruutusturva|cancellation cover|avbeställningsskydd/i)
    }
  })
})

describe('seed terms: gift cards', () => {
  const giftCards = seedProducts.filter((p) => p.kind === 'giftcard')

  it('makes every gift card valid for 12 months with three designs named in every language', () => {
    expect(giftCards.length).toBeGreaterThanOrEqual(2)
    for (const g of giftCards) {
      expect(g.validityMonths, g.code).toBe(12)
      expect(g.designs.length, g.code).toBe(3)
      expect(new Set(g.designs.map((d) => d.image)).size, g.code).toBe(3)
      for (const locale of locales) {
        const { giftcard } = kindData(g, locale, today, mediaId) as { giftcard: { validityMonths: number; designs: { image: number; name: string }[] } }
        expect(giftcard.validityMonths, g.code).toBe(12)
        expect(giftcard.designs, `${g.code} ${locale}`).toEqual(g.designs.map((d) => ({ image: mediaIds.get(d.image), name: d.name[locale] })))
        for (const d of giftcard.designs) expect(Number.isInteger(d.image) && d.name.trim() !== '', `${g.code} ${locale}`).toBe(true)
      }
    }
  })

  it('never tells another validity than 12 months, nor that the buyer prints the card', () => {
    const giftCardTexts = allTexts.filter(isGiftCardText)
    for (const text of giftCardTexts) {
      for (const [, months] of text.matchAll(/(\d+)\s*(kuukau|months?\b|månad)/gi)) expect(months, text).toBe('12')
      expect(text).not.toMatch(/(?<!\p{L})(\d+|kaksi|two|två)\s+(vuotta|years?|år)(?!\p{L})|(voimassa|valid for|gäller i) (vuoden|a year|ett år)/iu)
      expect(text).not.toMatch(/tulosta|print the card|printout|skriv ut/i)
      if (/pdf/i.test(text)) expect(text).toMatch(/sähköpost|email|e-post/i)
    }
  })

  it('says on the gift card page, the terms popup and the products: 12 months from purchase, a PDF by email with the chosen picture, the gift card code field', () => {
    const expected = {
      fi: ['12 kuukautta ostopäivästä', 'PDF-tiedostona sähköpostiinsa', 'kuva', 'lahjakorttikoodin kenttään (ei alennuskoodin kenttään)'],
      en: ['12 months from', 'as a PDF by email', 'picture', 'gift card code field (not the discount code field)'],
      sv: ['12 månader från köpdagen', 'som pdf till sin e-post', 'bild', 'fältet för presentkortskod (inte i fältet för rabattkod)'],
    }
    const sources = {
      'gift card page': pageOf('giftCard').body,
      'terms popup': seedPopups.find((p) => p.key === 'gift-card-terms')!.content,
      ...Object.fromEntries(giftCards.map((g) => [g.code, g.description])),
    }
    for (const [name, source] of Object.entries(sources)) {
      for (const locale of locales) {
        const text = localized(source, locale)
        for (const phrase of expected[locale]) expect(text, `${name} ${locale}: ${phrase}`).toContain(phrase)
      }
    }
  })
})
