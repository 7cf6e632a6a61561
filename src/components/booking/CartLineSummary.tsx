'use client'

import { useTranslations } from 'next-intl'
import type { CartLine } from '@/domain/cartLine'
import { helsinkiTime } from '@/domain/helsinki'
import { useShopFormat } from './useShopFormat'

/** What a cart line holds, in words, with its JSON for the curious. */
export function CartLineSummary({ line }: { line: CartLine }) {
  const t = useTranslations('shop.cart')
  const format = useShopFormat()
  const { metadata } = line
  const total = line.price * metadata.amount
  return (
    <>
      <dl className="facts cart-preview__facts">
        <dt>{t('product')}</dt>
        <dd>{line.title}</dd>
        {line.from && line.to ? (
          <>
            <dt>{t('dates')}</dt>
            <dd>{format.dateRange(line.from, line.to)}</dd>
          </>
        ) : null}
        {metadata.dateTime ? (
          <>
            <dt>{t('time')}</dt>
            <dd>{helsinkiTime(new Date(metadata.dateTime))}</dd>
          </>
        ) : null}
        {line.persons ? (
          <>
            <dt>{t('persons')}</dt>
            <dd>
              {t('personsValue', {
                adults: line.persons.numberOfAdults,
                children: line.persons.numberOfChildrenOlder,
                small: line.persons.numberOfChildrenYounger,
              })}
            </dd>
          </>
        ) : null}
        {metadata.recipient ? (
          <>
            <dt>{t('recipient')}</dt>
            <dd>{`${metadata.recipient.name} <${metadata.recipient.email}>`}</dd>
          </>
        ) : null}
        <dt>{t('amount')}</dt>
        <dd>{metadata.amount}</dd>
        <dt>{t('unitPrice')}</dt>
        <dd>{format.price(line.price)}</dd>
        <dt>{t('total')}</dt>
        <dd>{format.price(total)}</dd>
      </dl>
      <details className="cart-preview__json">
        <summary>{t('json')}</summary>
        <pre>{JSON.stringify(line, null, 2)}</pre>
      </details>
    </>
  )
}
