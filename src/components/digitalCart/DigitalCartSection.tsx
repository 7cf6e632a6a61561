'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'
import { deeper, FocusableHeading, type HeadingLevel } from '@/components/ui/FocusableHeading'
import { freshAnnouncement } from '@/components/ui/freshAnnouncement'
import { itemFromDigitalProduct, type PassRefusal } from '@/domain/checkout/digitalCart'
import type { UpsellProduct } from '@/domain/checkout/digitalCartApi'
import { DigitalCartItemRow } from './DigitalCartItemRow'
import { DigitalCartTotalsView } from './DigitalCartTotalsView'
import { useDigitalCart } from './useDigitalCart'
import { ValidationProblem } from './ValidationProblem'

type Props = {
  /** The level of the section's heading in its host (cart dialog, checkout). */
  headingLevel?: HeadingLevel
  /** False on checkout's later steps: amounts and upsells are shown, not changed. */
  editable?: boolean
  /** False where the host shows one total for the whole cart (the passes are priced in it). */
  showTotals?: boolean
}

/**
 * The digital part of the visitor's one cart, for the cart dialog and checkout: the passes with what
 * they include, amounts, prices and upsells, and their totals. Renders nothing while there are none.
 */
export function DigitalCartSection({ headingLevel = 2, editable = true, showTotals = true }: Props) {
  const t = useTranslations('digitalCart')
  const cart = useDigitalCart()
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [announcement, setAnnouncement] = useState('')
  // Focus goes to an item's heading (after an add or a removal), or to the section heading: never lost.
  const [focusTarget, setFocusTarget] = useState<string | null>(null)
  const [hadItems, setHadItems] = useState(false)
  // An upsell the cart could not take; the attempt number remounts the alert so a repeat is read out.
  const [refusal, setRefusal] = useState<{ reason: PassRefusal; attempt: number } | null>(null)
  const titleId = (code: string) => `${id}-item-${code}`

  if (cart.items.length > 0 && !hadItems) setHadItems(true)

  useEffect(() => {
    if (focusTarget === null) return
    const target = focusTarget === '' ? heading.current : document.getElementById(`${id}-item-${focusTarget}`)
    target?.focus()
    setFocusTarget(null)
  }, [focusTarget, id])

  const remove = (index: number) => {
    const item = cart.items[index]!
    const next = cart.items[index + 1] ?? cart.items[index - 1]
    cart.remove(item.code)
    setRefusal(null)
    setAnnouncement((previous) => freshAnnouncement(previous, t('removed', { name: item.name })))
    setFocusTarget(next ? next.code : '')
  }

  const addUpsell = (upsell: UpsellProduct) => {
    const result = cart.add(itemFromDigitalProduct(upsell.product), { silent: true })
    if (result === 'giftCardMix' || result === 'full') {
      // Focus stays on the upsell's button; the reason is shown and read out.
      setRefusal((previous) => ({ reason: result, attempt: (previous?.attempt ?? 0) + 1 }))
      return
    }
    setRefusal(null)
    setAnnouncement((previous) => freshAnnouncement(previous, t('added', { name: upsell.product.name })))
    setFocusTarget(upsell.product.code)
  }

  // Nothing to show in a host cart until there is (or was, this visit) a pass or a notice about them.
  if (!cart.hydrated || (cart.items.length === 0 && !cart.problem && !hadItems)) {
    return <ValidationProblem />
  }
  const headingId = `${id}-title`
  return (
    <section className="cart-contents digital-cart" aria-labelledby={headingId} aria-busy={cart.checking}>
      <FocusableHeading level={headingLevel} id={headingId} className="cart-contents__title" focusRef={heading}>
        {t('title')}
      </FocusableHeading>
      <ValidationProblem />
      {refusal ? (
        <p key={refusal.attempt} role="alert" className="field__error">
          {t(`refused.${refusal.reason}`)}
        </p>
      ) : null}
      {cart.items.length === 0 ? (
        <p className="cart-contents__empty">{t('empty')}</p>
      ) : (
        <>
          <ul className="cart-lines">
            {cart.items.map((item, index) => (
              <li key={item.code}>
                <DigitalCartItemRow
                  item={item}
                  titleId={titleId(item.code)}
                  level={deeper(headingLevel)}
                  editable={editable}
                  onAmount={(amount) => cart.setAmount(item.code, amount)}
                  onRemove={() => remove(index)}
                  onUpsell={addUpsell}
                />
              </li>
            ))}
          </ul>
          {cart.checking ? <p className="cart-contents__updating">{t('checking')}</p> : null}
          {showTotals ? <DigitalCartTotalsView totals={cart.totals} level={deeper(headingLevel)} idPrefix={id} /> : null}
        </>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  )
}
