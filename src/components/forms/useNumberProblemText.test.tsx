import { NextIntlClientProvider } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { formatPrice } from '@/domain/money'
import type { NumberProblem } from '@/domain/numberField'
import type { Locale } from '@/domain/locale'
import { catalogues } from '@/i18n/catalogues'
import { useNumberProblemText } from './useNumberProblemText'

function Texts({ problems, price, locale }: { problems: NumberProblem[]; price?: boolean; locale: Locale }) {
  const text = useNumberProblemText(price ? (cents) => formatPrice(cents, locale) : undefined)
  return <>{problems.map((p) => `${text(p)}|`)}</>
}

const render = (locale: Locale, problems: NumberProblem[], price = false) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone="Europe/Helsinki" messages={{ form: catalogues[locale].form }}>
      <Texts problems={problems} price={price} locale={locale} />
    </NextIntlClientProvider>,
  )
    .split('|')
    .slice(0, -1)

describe('number field messages', () => {
  it('say the generic form messages with their N in each language', () => {
    const problems: NumberProblem[] = [
      { key: 'number' },
      { key: 'minValue', min: 1 },
      { key: 'maxValue', max: 12 },
      { key: 'roundTo', step: 0.5 },
      { key: 'maxDecimals', max: 2 },
      { key: 'maxDecimals', max: 0 },
    ]
    expect(render('en', problems)).toEqual([
      'No letters allowed',
      'Minimal value must be 1',
      'Maximum value must be 12',
      'Round the value to a multiple of 0.5',
      'Use at most 2 decimals',
      'Enter a whole number',
    ])
    expect(render('fi', problems)).toEqual([
      'Kirjaimet eivät ole sallittuja',
      'Pienin sallittu arvo on 1',
      'Suurin sallittu arvo on 12',
      'Pyöristä arvo luvun 0,5 monikerraksi',
      'Käytä enintään 2 desimaalia',
      'Anna kokonaisluku',
    ])
    expect(render('sv', problems)[3]).toBe('Avrunda värdet till en multipel av 0,5')
  })

  it('write the bounds of a euro amount as prices', () => {
    expect(render('fi', [{ key: 'minValue', min: 2000 }], true)[0]).toMatch(/^Pienin sallittu arvo on 20\s€$/)
    expect(render('en', [{ key: 'maxValue', max: 50000 }], true)[0]).toBe('Maximum value must be €500')
  })
})
