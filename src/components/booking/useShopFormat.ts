'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { Cents, IsoDate } from '@/domain/catalogue'
import { formatFinnishDate } from '@/domain/isoDate'
import { formatPrice } from '@/domain/money'

/** Display formats of the shop (docs/limits.md#dates-and-time): euro prices from cents, dd.MM.yyyy dates, minutes. */
export function useShopFormat() {
  const locale = useLocale()
  const t = useTranslations('shop.format')
  return {
    price: (cents: Cents) => formatPrice(cents, locale),
    date: (day: IsoDate) => formatFinnishDate(day),
    dateRange: (from: IsoDate, to: IsoDate) => (from === to ? formatFinnishDate(from) : `${formatFinnishDate(from)}–${formatFinnishDate(to)}`),
    minutes: (count: number) => t('minutes', { count }),
  }
}
