'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { rememberLoginRedirect } from '@/components/account/accountNavigation'
import { SiteLink as Link } from '@/components/ui/SiteLink'
import type { CancellationQuery, OrderView } from '@/domain/checkout/api'
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import { localizedPath } from '@/domain/paths'
import { BookingOrderDetails } from './BookingOrderDetails'
import { CancellationForm, type Cancelled } from './CancellationForm'
import { cancellationApi } from './cancellationApi'
import { bookingErrorKey, bookingQuery, type BookingErrorKey } from './cancellationView'
import { RefundList } from './RefundList'
import { useBookingCall } from './useBookingCall'

type Loaded = { status: 'loading' } | { status: 'failed'; key: BookingErrorKey | 'loadFailed' } | { status: 'ready'; order: OrderView }

/**
 * The manage-booking page (docs/refunds.md#cancelling): one order, reached from My account (the
 * session authorizes) or the confirmation e-mail's signed link (`?order=…&token=…`). The query is
 * read in the browser, so the page itself is the same for everyone.
 */
export function ManageBookingView({ contact }: { contact: ReactNode }) {
  const t = useTranslations('manageBooking')
  const locale = useLocale() as Locale
  const [query, setQuery] = useState<CancellationQuery | null | undefined>(undefined)

  useEffect(() => {
    const found = bookingQuery(window.location.search)
    setQuery(found ? { orderNumber: found.orderNumber, ...(found.token ? { token: found.token } : {}) } : null)
  }, [])

  if (query === undefined) return <p role="status">{t('loading')}</p>
  if (query === null) {
    return (
      <div className="booking-page">
        <p>{t('noOrder')}</p>
        <Link href={localizedPath('profile', locale)} className="btn btn--secondary">
          {t('myAccount')}
        </Link>
      </div>
    )
  }
  return <Booking query={query} contact={contact} />
}

function Booking({ query, contact }: { query: CancellationQuery; contact: ReactNode }) {
  const t = useTranslations('manageBooking')
  const locale = useLocale() as Locale
  const call = useBookingCall(query)
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [result, setResult] = useState<Cancelled | null>(null)
  const resultHeading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    let live = true
    void call(cancellationApi.order).then((answer) => {
      if (!live) return
      if (answer.ok) setLoaded({ status: 'ready', order: answer.value.order })
      else {
        const key = bookingErrorKey(answer.error.status, !!query.token)
        setLoaded({ status: 'failed', key: key === 'linkInvalid' || key === 'notFound' ? key : 'loadFailed' })
      }
    })
    return () => {
      live = false
    }
  }, [call, query.token])

  useEffect(() => {
    if (result) resultHeading.current?.focus()
  }, [result])

  if (loaded.status === 'loading') return <p role="status">{t('loading')}</p>
  if (loaded.status === 'failed') {
    const signIn = loaded.key === 'linkInvalid' || loaded.key === 'notFound'
    return (
      <div className="booking-page">
        <p role="alert" className="notice notice--error">
          {t(`errors.${loaded.key}`)}
        </p>
        {signIn ? (
          <Link
            href={localizedPath('login', locale)}
            className="btn btn--primary"
            // Back here after signing in, without the link's token: the session authorizes then.
            onClick={() => rememberLoginRedirect(`${window.location.pathname}?${new URLSearchParams({ order: query.orderNumber })}`)}
          >
            {t('signIn')}
          </Link>
        ) : null}
      </div>
    )
  }

  const { order } = loaded
  return (
    <div className="booking-page">
      <p>{t('intro')}</p>
      <div aria-live="polite" className="booking-result-live">
        {result ? (
          <section className="notice booking-result" aria-labelledby="booking-result-title">
            <h2 id="booking-result-title" ref={resultHeading} tabIndex={-1} className="account-step__title">
              {t('result.heading')}
            </h2>
            <p>{t('result.success', { count: result.count })}</p>
            <p>{t('result.refund', { amount: formatPrice(result.amount, locale) })}</p>
          </section>
        ) : null}
      </div>
      <BookingOrderDetails order={order} />
      <CancellationForm
        order={order}
        query={query}
        contact={contact}
        onCancelled={(done) => {
          setLoaded({ status: 'ready', order: done.order })
          setResult(done)
        }}
        onOrder={(next) => setLoaded({ status: 'ready', order: next })}
      />
      <RefundList refunds={order.refunds} />
    </div>
  )
}
