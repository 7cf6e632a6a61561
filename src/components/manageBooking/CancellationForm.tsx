'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Notice, notice, type NoticeView } from '@/components/account/Notice'
import type { CancellationQuery, CancelRequest, OrderView } from '@/domain/checkout/api'
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import { BookingLine } from './BookingLine'
import { cancellationApi } from './cancellationApi'
import { bookingErrorKey, cancellableLines, keepCancellable, refundSum, refusedLineId } from './cancellationView'
import { useBookingCall } from './useBookingCall'

type RefundTo = CancelRequest['refundTo']
export type Cancelled = { order: OrderView; count: number; amount: number }

type Props = {
  order: OrderView
  query: CancellationQuery
  contact: ReactNode
  onCancelled: (result: Cancelled) => void
  /** The order as read again after a refused cancellation. */
  onOrder: (order: OrderView) => void
}

/**
 * The order's lines with a checkbox where a line can be cancelled, the refund's destination, and a
 * confirm step with the sum; nothing is sent before the customer confirms.
 */
export function CancellationForm({ order, query, contact, onCancelled, onOrder }: Props) {
  const t = useTranslations('manageBooking')
  const locale = useLocale() as Locale
  const call = useBookingCall(query)
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const [refundTo, setRefundTo] = useState<RefundTo>('original')
  const [step, setStep] = useState<'choose' | 'confirm'>('choose')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<NoticeView | null>(null)
  const confirmHeading = useRef<HTMLHeadingElement>(null)
  const continueButton = useRef<HTMLButtonElement>(null)
  const returning = useRef(false)

  const open = cancellableLines(order.lines)
  const selected = keepCancellable(order.lines, chosen)
  const amount = refundSum(order.lines, selected)

  useEffect(() => {
    if (step === 'confirm') confirmHeading.current?.focus()
    else if (returning.current) continueButton.current?.focus()
    returning.current = false
  }, [step])

  const toggle = (id: string, checked: boolean) => {
    setChosen((current) => {
      const next = new Set(current)
      if (checked) next.add(id)
      else next.delete(id)
      return next
    })
  }

  const next = (event: FormEvent) => {
    event.preventDefault()
    if (selected.size === 0) {
      setError(notice('error', t('errors.chooseLine')))
      return
    }
    setError(null)
    setStep('confirm')
  }

  const back = () => {
    returning.current = true
    setStep('choose')
  }

  const confirm = async () => {
    if (busy) return
    setBusy(true)
    setError(null)
    const lineIds = [...selected]
    const answer = await call((q, l) => cancellationApi.cancel({ ...q, lineIds, refundTo }, l))
    setBusy(false)
    if (answer.ok) {
      setChosen(new Set())
      setStep('choose')
      onCancelled({ order: answer.value.order, count: lineIds.length, amount })
      return
    }
    const key = bookingErrorKey(answer.error.status, !!query.token)
    if (key === 'notCancellable') {
      const refused = order.lines.find((line) => line.id === refusedLineId(answer.error.message))
      setError(notice('error', refused ? t('errors.notCancellable', { title: refused.title }) : t('errors.notCancellableAny')))
      // Nothing was cancelled: the page shows the order as it stands now.
      const again = await call(cancellationApi.order)
      if (again.ok) onOrder(again.value.order)
    } else {
      setError(notice('error', t(`errors.${key}`)))
    }
    // The notice takes the focus: the confirm step closes without handing it on.
    setStep('choose')
  }

  if (open.length === 0) {
    return (
      <section className="booking-lines" aria-labelledby="booking-lines-title">
        <h2 id="booking-lines-title">{t('lines.heading')}</h2>
        <ul className="booking-lines__list">
          {order.lines.map((line) => (
            <BookingLine key={line.id} line={line} idPrefix={`booking-line-${line.id}`} contact={contact} />
          ))}
        </ul>
        <p className="notice notice--info">{t('lines.noneCancellable')}</p>
      </section>
    )
  }

  const confirming = step === 'confirm'
  return (
    <form className="booking-form" onSubmit={next} noValidate>
      <h2 id="booking-lines-title">{t('lines.heading')}</h2>
      <fieldset className="booking-fieldset" disabled={confirming || busy}>
        <legend className="field__label">{t('lines.legend')}</legend>
        <ul className="booking-lines__list">
          {order.lines.map((line) => (
            <BookingLine
              key={line.id}
              line={line}
              idPrefix={`booking-line-${line.id}`}
              contact={contact}
              choice={line.cancellation.notCancellable === null ? { checked: selected.has(line.id), onChange: (c) => toggle(line.id, c) } : undefined}
            />
          ))}
        </ul>
      </fieldset>
      <fieldset className="booking-fieldset booking-refund-to" disabled={confirming || busy}>
        <legend className="field__label">{t('refundTo.legend')}</legend>
        {order.giftCardPayments.length > 0 ? <p className="field__hint">{t('refundTo.giftCardsBack')}</p> : null}
        <div className="field field--check">
          <input
            id="booking-refund-original"
            type="radio"
            name="refundTo"
            value="original"
            checked={refundTo === 'original'}
            onChange={() => setRefundTo('original')}
          />
          <label htmlFor="booking-refund-original">{t('refundTo.original')}</label>
        </div>
        <div className="field field--check">
          <input
            id="booking-refund-gift-card"
            type="radio"
            name="refundTo"
            value="giftCard"
            checked={refundTo === 'giftCard'}
            onChange={() => setRefundTo('giftCard')}
            aria-describedby="booking-refund-gift-card-hint"
          />
          <label htmlFor="booking-refund-gift-card">{t('refundTo.giftCard')}</label>
          <p id="booking-refund-gift-card-hint" className="field__hint booking-refund-to__hint">
            {t('refundTo.giftCardHint')}
          </p>
        </div>
      </fieldset>
      <Notice notice={error} />
      {confirming ? (
        <section className="booking-confirm" aria-labelledby="booking-confirm-title">
          <h3 id="booking-confirm-title" ref={confirmHeading} tabIndex={-1} className="account-step__title">
            {t('confirm.heading')}
          </h3>
          <p>{t('confirm.summary', { count: selected.size, amount: formatPrice(amount, locale) })}</p>
          <p>{refundTo === 'giftCard' ? t('confirm.toGiftCard') : t('confirm.toOriginal')}</p>
          {order.giftCardPayments.length > 0 ? <p>{t('refundTo.giftCardsBack')}</p> : null}
          <div className="btn-row">
            <button type="button" className="btn btn--primary" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
              {busy ? t('confirm.busy') : t('confirm.button')}
            </button>
            <button type="button" className="btn btn--secondary" onClick={back} disabled={busy}>
              {t('confirm.back')}
            </button>
          </div>
        </section>
      ) : (
        <button ref={continueButton} type="submit" className="btn btn--primary">
          {t('next')}
        </button>
      )}
    </form>
  )
}
