'use client'

import { useTranslations } from 'next-intl'
import type { SessionOffer } from '@/domain/availability/types'
import type { ProductView } from '@/domain/catalogue'
import { useCancellationText, type WithCancellation } from './useCancellationText'
import { useOfferReason } from './useOfferReason'
import { useShopFormat } from './useShopFormat'
import { OfferMemberPrice } from '@/components/member/OfferMemberPrice'

type MemberPricing = Pick<ProductView, 'memberPrice' | 'unitPrice'>

type Props = {
  name: string
  sessions: WithCancellation<SessionOffer>[]
  selected?: string | null
  onSelect?: (session: WithCancellation<SessionOffer>) => void
  /** The product's member price, shown beside each price to a signed-in member. */
  pricing?: MemberPricing
}

/** Course sessions: dates, free places and the party's total price; a full session shows "Full". */
export function SessionOffers({ name, sessions, selected, onSelect, pricing }: Props) {
  const t = useTranslations('shop.course')
  const reasonOf = useOfferReason()
  const format = useShopFormat()
  const cancellationOf = useCancellationText()
  if (sessions.length === 0) return <p className="offers__empty">{t('noSessions')}</p>
  const body = (s: WithCancellation<SessionOffer>) => (
    <>
      <span className="offer__name">{format.dateRange(s.from, s.to)}</span>
      <span className="offer__price">{format.price(s.price.withTax)}</span>
      {pricing ? <OfferMemberPrice product={pricing} normal={s.price.withTax} /> : null}
      {s.available ? (
        <span className="offer__meta">{t('freePlaces', { free: s.freePlaces, places: s.places })}</span>
      ) : (
        <span className="offer__reason">{s.reason && s.reason !== 'full' ? reasonOf(s) : t('full')}</span>
      )}
      {s.available && cancellationOf(s.cancellation, 'cancellable') ? (
        <span className="offer__meta">{cancellationOf(s.cancellation, 'cancellable')}</span>
      ) : null}
    </>
  )
  if (!onSelect) {
    return (
      <ul className="offers offers--stack" aria-label={t('sessions')}>
        {sessions.map((s) => (
          <li key={s.id} className={`offer${s.available ? '' : ' offer--unavailable'}`}>
            {body(s)}
          </li>
        ))}
      </ul>
    )
  }
  return (
    <fieldset className="offers offers--stack">
      <legend className="field__label">{t('chooseSession')}</legend>
      {sessions.map((s) => (
        <label key={s.id} className={`offer offer--choice${s.available ? '' : ' offer--unavailable'}`}>
          <input type="radio" name={name} value={s.id} checked={selected === s.id} disabled={!s.available} onChange={() => onSelect(s)} />
          {body(s)}
        </label>
      ))}
    </fieldset>
  )
}
