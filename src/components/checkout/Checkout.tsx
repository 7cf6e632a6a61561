'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import type { CustomerPrefill } from '@/domain/checkout/guestForm'
import type { Locale } from '@/domain/locale'
import { prefillOf } from '@/domain/accounts/checkoutAccount'
import { useSession } from '@/components/account/useSession'
import { pushEvent } from '@/components/analytics/dataLayer'
import { fromCartLine, fromPass, linesEvent } from '@/domain/analytics/ecommerce'
import { stashPendingCart, useCart, useDigitalCart } from './cartBridge'
import { CheckoutSteps } from './CheckoutSteps'
import { EmptyCart } from './EmptyCart'
import { OrderInformationStep } from './OrderInformationStep'
import { setPurchaseFlag } from './purchaseFlag'
import { useGuestDetails } from './useGuestDetails'
import { usePaymentStep } from './usePaymentStep'
import { useResumeAfterTerminal } from './useResumeAfterTerminal'

/** `cartExpected`: the request carried a cart cookie, so the lines are about to fill the page. */
type Props = { locale: Locale; cartExpected?: boolean }

type Step = 'order' | 'payment' | 'leaving'

/** Checkout steps 1 and 2 (docs/routes.md#screens): order information, then payment information and the order. */
export function Checkout({ locale, cartExpected = false }: Props) {
  const t = useTranslations('checkout')
  const cart = useCart()
  // The cart is read from its cookie after hydration, and React renders a change read through
  // useSyncExternalStore in one piece: the whole form at once (60 ms on a development machine, four
  // times that on a phone), with the page deaf to input meanwhile. The form follows the read in a
  // render of its own, which React slices and puts off for input.
  const formShown = useDeferredValue(cart.hydrated)
  const digital = useDigitalCart()
  const session = useSession()
  const signedInUser = session.status === 'signedIn' ? session.user : null
  // docs/roles.md#customer: a signed-in customer's checkout fills from the stored profile.
  const prefill = useMemo<CustomerPrefill | null>(() => (signedInUser ? prefillOf(signedInUser) : null), [signedInUser])
  const guest = useGuestDetails(prefill)
  const [step, setStep] = useState<Step>('order')
  const stepChanged = useRef(false)
  // The new step's heading takes focus when it appears (step 2's may come a moment after the click),
  // so keyboard and screen reader users start at its top.
  const heading = useCallback((element: HTMLHeadingElement | null) => {
    if (element && stepChanged.current) element.focus()
  }, [])
  const PaymentInformationStep = usePaymentStep(step === 'payment')

  const goTo = (next: Step) => {
    stepChanged.current = true
    setStep(next)
  }
  useResumeAfterTerminal(useCallback(() => setStep('order'), []))

  // docs/consent.md#events: the whole cart as priced by the server, once the prices are in.
  const analyticsLines = () => [...cart.lines.map(fromCartLine), ...digital.items.map(fromPass)]
  const checkoutBegun = useRef(false)
  const priced = cart.hydrated && !cart.loading && cart.totals !== null
  useEffect(() => {
    if (!priced || checkoutBegun.current) return
    checkoutBegun.current = true
    pushEvent(linesEvent('begin_checkout', analyticsLines()))
  })

  const ordered = (paymentTerminalUrl: string) => {
    const paidByGiftCards = cart.totals?.amountToPay === 0
    pushEvent(
      linesEvent('add_payment_info', analyticsLines(), {
        payment_type: paidByGiftCards ? 'gift_card' : 'payment_terminal',
        ...(cart.promotion?.status === 'applied' ? { coupon: cart.promotion.code } : {}),
      }),
    )
    setStep('leaving')
    stashPendingCart()
    // Only the lines: the passes stay in their storage until the payment's result is known.
    cart.clearLines()
    setPurchaseFlag()
    window.location.assign(paymentTerminalUrl)
  }

  if (step === 'leaving') {
    return (
      <>
        <CheckoutSteps current={2} />
        <p role="status">{t('payment.ordering')}</p>
      </>
    )
  }
  if (!formShown) {
    // A cart on its way keeps the window's height free for it, so its lines push no footer down.
    return (
      <div className={cartExpected ? 'checkout-waiting checkout-waiting--cart' : 'checkout-waiting'}>
        <CheckoutSteps current={1} />
        <p role="status">{t('loading')}</p>
      </div>
    )
  }
  if (cart.lines.length === 0 && digital.items.length === 0) {
    return (
      <>
        <CheckoutSteps current={1} />
        <EmptyCart />
      </>
    )
  }
  const promotionCode = cart.promotion?.status === 'applied' ? cart.promotion.code : null
  return (
    <>
      <CheckoutSteps current={step === 'order' ? 1 : 2} />
      {step === 'order' ? (
        <OrderInformationStep
          headingRef={heading}
          lines={cart.lines}
          guest={guest}
          signedInUser={signedInUser}
          restoringSession={session.status === 'unknown'}
          onNext={() => goTo('payment')}
        />
      ) : PaymentInformationStep ? (
        <PaymentInformationStep
          headingRef={heading}
          locale={locale}
          lines={cart.lines}
          totals={cart.totals}
          promotionCode={promotionCode}
          giftCards={cart.giftCards}
          guest={guest}
          signedInUser={signedInUser}
          onBack={() => goTo('order')}
          onOrdered={ordered}
        />
      ) : (
        <p role="status">{t('loadingStep')}</p>
      )}
    </>
  )
}
