'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { DoorCode } from '@/components/checkout/DoorCode'
import { instantDate, lineDates, lineTime } from '@/components/checkout/lineFormat'
import type { OrderLineView } from '@/domain/checkout/api'
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import { deadlineParts } from './cancellationView'

type Props = {
  line: OrderLineView
  idPrefix: string
  /** The checkbox state; absent where the line cannot be cancelled or nothing can be chosen. */
  choice?: { checked: boolean; onChange: (checked: boolean) => void }
  /** The resort's contact details, shown where a line is cancelled by contacting the resort. */
  contact: ReactNode
}

/** One line of the order: what, when, where, at which rate, for whom and the price, a pass's door code, then "Cancel this" with its deadline, or why it cannot be cancelled. */
export function BookingLine({ line, idPrefix, choice, contact }: Props) {
  const t = useTranslations('manageBooking.lines')
  const order = useTranslations('checkout.order')
  const rateName = useTranslations('shop.stay.ratePlan')
  const locale = useLocale() as Locale
  const dates = lineDates(line)
  const time = lineTime(line)
  const when = dates && time ? `${dates} ${order('time', { time })}` : dates
  const guests = line.guests.map((g) => `${g.firstName} ${g.lastName}`.trim()).filter(Boolean)
  const { cancellation } = line
  const deadline = cancellation.until ? deadlineParts(cancellation.until) : null
  const deadlineText = deadline
    ? deadline.time
      ? t('freeUntilTime', { date: deadline.date, time: deadline.time })
      : t('freeUntilDate', { date: deadline.date })
    : null
  const deadlineId = `${idPrefix}-deadline`
  const titleId = `${idPrefix}-title`

  return (
    <li className="booking-line">
      <div className="booking-line__what">
        <h3 id={titleId} className="booking-line__title">
          {line.title}
        </h3>
        <p className="booking-line__price">{formatPrice(line.total, locale)}</p>
      </div>
      <ul className="booking-line__facts">
        {when ? <li>{when}</li> : null}
        {line.checkIn && line.checkOut ? <li>{order('checkInOut', { checkIn: line.checkIn, checkOut: line.checkOut })}</li> : null}
        {line.places.length > 0 ? <li>{order('place', { places: line.places.join(', ') })}</li> : null}
        {line.whatToBring ? <li>{order('bring', { items: line.whatToBring })}</li> : null}
        {line.ratePlan ? <li>{order('rate', { rate: rateName(line.ratePlan) })}</li> : null}
        {line.quantity > 1 ? <li>{t('quantity', { count: line.quantity })}</li> : null}
        {guests.length > 0 ? <li>{t('guests', { names: guests.join(', ') })}</li> : null}
        {line.recipient ? <li>{order('recipient', { name: line.recipient.name })}</li> : null}
        {cancellation.refunded > 0 ? <li>{t('refundedAmount', { amount: formatPrice(cancellation.refunded, locale) })}</li> : null}
      </ul>
      {line.doorCode ? <DoorCode doorCode={line.doorCode} quantity={line.quantity} /> : null}
      {cancellation.notCancellable === null ? (
        choice ? (
          <div className="field field--check booking-line__choice">
            <input
              id={`${idPrefix}-cancel`}
              type="checkbox"
              checked={choice.checked}
              onChange={(e) => choice.onChange(e.target.checked)}
              aria-describedby={deadlineText ? deadlineId : undefined}
            />
            <label htmlFor={`${idPrefix}-cancel`}>
              {t('cancelThis')}
              <span className="visually-hidden">: {line.title}</span>
            </label>
            {deadlineText ? (
              <p id={deadlineId} className="field__hint booking-line__deadline">
                {deadlineText}
              </p>
            ) : null}
          </div>
        ) : deadlineText ? (
          <p className="field__hint">{deadlineText}</p>
        ) : null
      ) : (
        <div className="booking-line__why">
          <p>
            {cancellation.notCancellable === 'cancelled'
              ? t('why.cancelled', { date: cancellation.cancelledAt ? instantDate(cancellation.cancelledAt) : '' })
              : t(`why.${cancellation.notCancellable}`)}
          </p>
          {cancellation.notCancellable === 'notOnline' && contact ? (
            <p>
              {t('contact')} {contact}
            </p>
          ) : null}
        </div>
      )}
    </li>
  )
}
