'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { SessionOffer } from '@/domain/availability/types'
import { defaultPersons, type Persons, type ProductView } from '@/domain/catalogue'
import { validatePersons } from '@/domain/persons'
import { AddToCartButton } from './AddToCartButton'
import { PersonsPicker } from './PersonsPicker'
import { RequestStatus } from './RequestStatus'
import { SessionOffers } from './SessionOffers'
import type { WithCancellation } from './useCancellationText'
import { useAvailability } from './useAvailability'
import { useSearchPrefill } from './useSearchPrefill'
import { useToday } from './useToday'

/** A course: the party, then its upcoming sessions; full ones are disabled and marked "Full". */
export function CourseBooking({ product }: { product: ProductView }) {
  const t = useTranslations('shop.course')
  const today = useToday()
  const prefill = useSearchPrefill()
  const [persons, setPersons] = useState<Persons>(defaultPersons('course'))
  const [selected, setSelected] = useState<WithCancellation<SessionOffer> | null>(null)
  const { load, reset, ...request } = useAvailability(product.code)
  // Only an offer of the latest answer goes to the cart: while a new answer loads, or once it has
  // replaced the old one, a stale choice (old dates, party or price) cannot be added.
  const current = request.loading ? null : ((request.data?.items.find((i) => i.id === selected?.id) as SessionOffer | undefined) ?? null)

  useEffect(() => {
    if (prefill?.persons) setPersons(prefill.persons)
  }, [prefill])

  const valid = validatePersons(persons) === null
  useEffect(() => {
    setSelected(null)
    if (today && valid) void load({ dates: { from: today }, persons })
    else reset()
  }, [today, valid, persons, load, reset])

  const sessions = (request.data?.items ?? []).filter((item): item is WithCancellation<SessionOffer> => item.type === 'session')
  return (
    <div className="booking__form">
      <PersonsPicker id={`${product.code}-persons`} value={persons} onChange={setPersons} />
      <div className="booking__results" aria-busy={request.loading}>
        <RequestStatus loading={request.loading} failed={request.failed} />
        {request.data ? (
          <SessionOffers name={`${product.code}-session`} sessions={sessions} selected={selected?.id ?? null} onSelect={setSelected} pricing={product} />
        ) : null}
      </div>
      <AddToCartButton input={current && valid ? { product, offer: current, persons, amount: 1 } : null} hint={t('chooseSessionFirst')} />
    </div>
  )
}
