'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react'
import type { CartLine } from '@/domain/cart/cartLine'
import { contactFields, guestFormErrors, type GuestField } from '@/domain/checkout/guestFormRules'
import { CartContents } from './cartBridge'
import { ErrorSummary, type SummaryItem } from './ErrorSummary'
import { cartRegionId, fieldId } from './fieldIds'
import { GuestForm } from './GuestForm'
import { CheckoutSignIn } from '@/components/account/CheckoutSignIn'
import type { AccountView } from '@/domain/accounts/api'
import { useFieldError } from './useFieldError'
import type { GuestDetails } from './useGuestDetails'

type Props = {
  headingRef: Ref<HTMLHeadingElement>
  lines: CartLine[]
  guest: GuestDetails
  signedInUser: AccountView | null
  restoringSession: boolean
  onNext: () => void
}

/**
 * Step 1: the cart, where every person-based line needs the names of all its guests (docs/behaviour.md#cart), and
 * the contact details. Errors show when a field is left and all at once when the visitor goes on.
 */
export function OrderInformationStep({ headingRef, lines, guest, signedInUser, restoringSession, onNext }: Props) {
  const t = useTranslations('checkout')
  const tStep = useTranslations('pages.checkout')
  const errorText = useFieldError()
  const [touched, setTouched] = useState<ReadonlySet<GuestField>>(new Set())
  const [attempts, setAttempts] = useState(0)
  const summary = useRef<HTMLDivElement>(null)
  // Pressing the button blurs the field being typed in; showing that field's error then would move
  // the button from under the pointer and the click would be lost. The submit shows every error anyway.
  const pressingNext = useRef(false)

  const errors = guestFormErrors(guest.values, contactFields)
  const shown = Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(field as GuestField)))
  const unnamed = lines.some((line) => !line.valid)
  const unavailable = lines.some((line) => line.unavailable)

  const items: SummaryItem[] = [
    ...(unnamed ? [{ targetId: cartRegionId, text: t('cart.names') }] : []),
    ...(unavailable ? [{ targetId: cartRegionId, text: t('cart.unavailable') }] : []),
    ...contactFields.flatMap((field) => {
      const text = errorText(shown[field])
      return text ? [{ targetId: fieldId(field), text: `${t(`contact.${field}`)}: ${text}` }] : []
    }),
  ]

  useEffect(() => {
    if (attempts > 0) summary.current?.focus()
  }, [attempts])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(new Set(contactFields))
    if (Object.keys(errors).length > 0 || unnamed || unavailable) setAttempts((n) => n + 1)
    else onNext()
  }

  return (
    <section className="checkout-step" aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" ref={headingRef} tabIndex={-1}>
        {tStep('orderInformation')}
      </h2>
      {attempts > 0 ? <ErrorSummary ref={summary} id="checkout-errors" items={items} /> : null}
      <div id={cartRegionId} tabIndex={-1} className="checkout-cart">
        <CartContents headingLevel={3} editable />
      </div>
      {/* Outside the contact form: the dialog holds forms of its own. */}
      <CheckoutSignIn user={signedInUser} restoring={restoringSession} />
      <form noValidate onSubmit={submit} className="checkout-contact" aria-labelledby="checkout-contact-title">
        <h3 id="checkout-contact-title">{t('contact.title')}</h3>
        <GuestForm
          offerRegistration={signedInUser === null}
          values={guest.values}
          errors={shown}
          onChange={guest.update}
          onBlur={(field) => {
            if (!pressingNext.current) setTouched((current) => new Set(current).add(field))
          }}
        />
        <div className="checkout-actions">
          <button
            type="submit"
            className="btn btn--primary"
            onPointerDown={() => (pressingNext.current = true)}
            onPointerUp={() => (pressingNext.current = false)}
            onPointerCancel={() => (pressingNext.current = false)}
          >
            {t('next')}
          </button>
        </div>
      </form>
    </section>
  )
}
