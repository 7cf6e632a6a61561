'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react'
import type { CartLine } from '@/domain/cart/cartLine'
import type { CartTotals, GiftCardCodeResult } from '@/domain/checkout/api'
import { payingCodes } from '@/components/cart/giftCardStatus'
import { guestFormErrors, toContactDetails } from '@/domain/checkout/guestFormRules'
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import { AcceptTerms } from './AcceptTerms'
import { DigitalCartSection } from '@/components/digitalCart/DigitalCartSection'
import { digitalOrderLines, refreshCart } from './cartBridge'
import { CartSummary } from './CartSummary'
import { CheckoutBox } from './CheckoutBox'
import { ContactSummary } from './ContactSummary'
import { ErrorSummary } from './ErrorSummary'
import { fieldId } from './fieldIds'
import { removePurchaseFlag } from './purchaseFlag'
import { submitBody } from './submitBody'
import { placeOrderAccountCalls, signedInForOrder } from '@/components/account/checkoutAccount'
import type { AccountView } from '@/domain/accounts/api'
import { fixedInCart, repricesCart, submitOrder, type SubmitNotice } from './submitOrderCall'
import { useFieldError } from './useFieldError'
import type { GuestDetails } from './useGuestDetails'

type Props = {
  headingRef: Ref<HTMLHeadingElement>
  locale: Locale
  lines: CartLine[]
  totals: CartTotals | null
  /** A code the cart has applied, sent with the order. */
  promotionCode: string | null
  /** What the cart's gift cards pay; only the paying ones are sent with the order. */
  giftCards: GiftCardCodeResult[]
  guest: GuestDetails
  signedInUser: AccountView | null
  onBack: () => void
  /** The order was created: the caller clears the cart and goes to the payment terminal. */
  onOrdered: (paymentTerminalUrl: string) => void
}

/**
 * Step 2: a read-only summary, the acceptances, the right-of-withdrawal statement and the binding
 * order button (docs/behaviour.md#submit, docs/validation.md). A failed submit shows its notice and lets the visitor retry.
 */
export function PaymentInformationStep({ headingRef, locale, lines, totals, promotionCode, giftCards, guest, signedInUser, onBack, onOrdered }: Props) {
  const t = useTranslations('checkout')
  const tStep = useTranslations('pages.checkout')
  const errorText = useFieldError()
  const [showTermsError, setShowTermsError] = useState(false)
  const [attempts, setAttempts] = useState(0)
  const [loading, setLoading] = useState(false)
  const [notice, setNotice] = useState<SubmitNotice | null>(null)
  const summary = useRef<HTMLDivElement>(null)
  const noticeRef = useRef<HTMLParagraphElement>(null)

  // docs/gift-cards.md#redeeming: when the cards pay everything, the order is confirmed without the terminal.
  const noTerminal = totals !== null && totals.amountToPay === 0 && totals.giftCardTotal > 0
  const termsError = guestFormErrors(guest.values, ['terms']).terms
  const shownTermsError = showTermsError ? errorText(termsError) : undefined

  useEffect(() => {
    if (attempts > 0) summary.current?.focus()
  }, [attempts])

  useEffect(() => {
    if (notice) noticeRef.current?.focus()
  }, [notice])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (loading) return
    setShowTermsError(true)
    if (termsError) {
      setAttempts((n) => n + 1)
      return
    }
    setLoading(true)
    setNotice(null)
    if (!(await signedInForOrder(signedInUser, locale))) {
      setLoading(false)
      setNotice('sessionEnded')
      return
    }
    const body = submitBody({
      origin: window.location.origin,
      locale,
      lines,
      passes: digitalOrderLines(),
      promotionCode,
      giftCardCodes: payingCodes(giftCards),
      values: guest.values,
    })
    const outcome = await submitOrder(body, locale)
    if (outcome.ok) {
      await placeOrderAccountCalls(guest.values, signedInUser, locale)
      onOrdered(outcome.response.paymentTerminalUrl)
      return
    }
    removePurchaseFlag()
    setLoading(false)
    setNotice(outcome.notice)
    // Ask for the prices again so the cart marks the line that can no longer be held, or shows the
    // code's new status and the price without it (an unapplied code is then no longer sent).
    if (repricesCart(outcome.notice)) refreshCart()
  }

  return (
    <section className="checkout-step" aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" ref={headingRef} tabIndex={-1}>
        {tStep('paymentInformation')}
      </h2>
      {attempts > 0 && shownTermsError ? (
        <ErrorSummary ref={summary} id="checkout-errors" items={[{ targetId: fieldId('terms'), text: shownTermsError }]} />
      ) : null}
      <div className="checkout-review">
        <CheckoutBox headingId="checkout-summary-title" title={t('payment.summaryTitle')}>
          <DigitalCartSection headingLevel={4} editable={false} showTotals={false} />
          <CartSummary lines={lines} totals={totals} promoCode={promotionCode} giftCards={giftCards} />
        </CheckoutBox>
        <CheckoutBox headingId="checkout-orderer-title" title={t('payment.ordererTitle')}>
          <ContactSummary contact={toContactDetails(guest.values)} note={guest.values.additionalInformation.trim()} />
          <button type="button" className="btn btn--secondary" onClick={onBack} disabled={loading}>
            {t('payment.edit')}
          </button>
        </CheckoutBox>
      </div>
      <form noValidate onSubmit={submit} className="checkout-order" aria-busy={loading}>
        <AcceptTerms terms={guest.values.terms} error={shownTermsError} onChange={(terms) => guest.update({ terms })} />
        <p className="checkout-withdrawal">{t('payment.withdrawal')}</p>
        <p className="field__hint">{noTerminal ? t('payment.paidByGiftCards') : t('payment.terminalNote')}</p>
        {notice ? (
          <p ref={noticeRef} tabIndex={-1} role="alert" className="checkout-notice">
            {t(`notice.${notice}`)}
          </p>
        ) : null}
        {notice && fixedInCart(notice) ? (
          // The cart, where lines, names and the discount code are changed, is on step 1.
          <button type="button" className="btn btn--secondary checkout-order__back" onClick={onBack}>
            {t('payment.edit')}
          </button>
        ) : null}
        <div className="checkout-actions">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={loading}
            aria-busy={loading}
            aria-describedby={noTerminal ? undefined : 'checkout-binding'}
          >
            {noTerminal ? t('payment.confirm') : totals ? t('payment.orderAmount', { amount: formatPrice(totals.amountToPay, locale) }) : t('payment.order')}
          </button>
          {/* The button says what it does; the obligation to pay is stated beside it and read with it. */}
          {noTerminal ? null : (
            <p id="checkout-binding" className="checkout-actions__binding">
              {t('payment.binding')}
            </p>
          )}
          <p role="status" className="checkout-actions__status">
            {loading ? t('payment.ordering') : ''}
          </p>
        </div>
      </form>
    </section>
  )
}
