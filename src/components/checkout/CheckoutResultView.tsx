import { useTranslations } from 'next-intl'
import { SiteLink as Link } from '@/components/ui/SiteLink'
import type { CheckoutResult, CheckoutStatus } from '@/domain/checkout/api'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'
import { OrderConfirmation } from './OrderConfirmation'

/** `calendarUrl`: the accepted order's .ics download, bound to the order by its token. */
type Props = { result: CheckoutResult; locale: Locale; calendarUrl?: string | null }

/**
 * What the visitor can do next after each result: try the payment again, or start over. A payment
 * kept for a refund offers neither: the money is already with us and staff settle it, so paying
 * again would only charge twice.
 */
const actionOf: Record<CheckoutStatus, 'backToCheckout' | 'startAgain' | null> = {
  processing: null,
  accepted: null,
  error: 'backToCheckout',
  cancelled: 'backToCheckout',
  timedOut: 'backToCheckout',
  failed: 'backToCheckout',
  expired: 'startAgain',
  refundDue: null,
  refunded: null,
}

/** Step 3 (docs/behaviour.md#checkout-statuses): the payment's result, and for an accepted order every order field. */
export function CheckoutResultView({ result, locale, calendarUrl = null }: Props) {
  const t = useTranslations('checkout.result')
  const { status, order } = result
  const action = actionOf[status]
  const accepted = status === 'accepted' && order
  return (
    <section className={`checkout-result checkout-result--${status}`} aria-labelledby="checkout-result-title">
      <div aria-live="polite">
        <h2 id="checkout-result-title">{t(`${status}.title`)}</h2>
        {status !== 'accepted' ? <p>{t(`${status}.message`)}</p> : null}
        {/* An accepted payment whose order could not be read back still shows its title. */}
        {accepted ? <p>{t('accepted.message', { email: order.orderer.email })}</p> : null}
        {/* The number to quote when the visitor contacts us, and where we will contact them. */}
        {status === 'refundDue' && order ? <p>{t('refundDue.order', { orderNumber: order.orderNumber, email: order.orderer.email })}</p> : null}
        {status === 'refunded' && order ? <p>{t('refunded.order', { orderNumber: order.orderNumber })}</p> : null}
      </div>
      {action ? (
        <p>
          <Link href={localizedPath(action === 'startAgain' ? 'landing' : 'checkout', locale)} className="btn btn--primary">
            {t(action)}
          </Link>
        </p>
      ) : null}
      {accepted ? <OrderConfirmation order={order} calendarUrl={calendarUrl} /> : null}
    </section>
  )
}
