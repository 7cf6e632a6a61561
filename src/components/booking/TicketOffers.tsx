'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import type { TicketOffer } from '@/domain/availability/types'
import type { ProductView } from '@/domain/catalogue'
import { AddToCartButton } from './AddToCartButton'
import { NumberStepper } from './NumberStepper'
import { useOfferReason } from './useOfferReason'
import { useShopFormat } from './useShopFormat'
import { OfferMemberPrice } from '@/components/member/OfferMemberPrice'

const maxAmount = 20

/** A ticket type on one day: price, free places, quantity and "Add to cart". */
export function TicketOffers({ product, tickets, idPrefix }: { product: ProductView; tickets: TicketOffer[]; idPrefix: string }) {
  const t = useTranslations('shop.ticket')
  const reasonOf = useOfferReason()
  const format = useShopFormat()
  const [chosen, setAmount] = useState(1)
  const ticket = tickets[0]
  if (!ticket) return <p className="offers__empty">{t('noTickets')}</p>
  const id = `${idPrefix}-${ticket.id}`
  const limit = Math.max(1, Math.min(maxAmount, ticket.freePlaces))
  // A newer answer may have fewer places than the amount chosen before it.
  const amount = Math.min(chosen, limit)
  return (
    <div className={`slot${ticket.available ? '' : ' offer--unavailable'}`}>
      <p id={`${id}-info`} className="slot__info">
        <span className="slot__time">{product.marketingName || product.name}</span>
        <span>{format.price(ticket.price.withTax)}</span>
        <OfferMemberPrice product={product} normal={ticket.price.withTax} />
        <span>{ticket.available ? t('freePlaces', { count: ticket.freePlaces }) : reasonOf(ticket)}</span>
      </p>
      {ticket.available ? (
        <div className="slot__actions">
          <NumberStepper
            id={`${id}-amount`}
            label={t('amount', { name: product.marketingName || product.name })}
            value={amount}
            min={1}
            max={limit}
            onChange={setAmount}
          />
          <AddToCartButton describedBy={`${id}-info`} input={amount <= ticket.freePlaces ? { product, offer: ticket, persons: null, amount } : null} />
        </div>
      ) : null}
    </div>
  )
}
