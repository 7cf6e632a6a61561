'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useState } from 'react'
import { deeper, FocusableHeading, type HeadingLevel } from '@/components/ui/FocusableHeading'
import { freshAnnouncement } from '@/components/ui/freshAnnouncement'
import type { CartLine } from '@/domain/cart/cartLine'
import { groupsByQuantity, groupLines, type LineGroup } from '@/domain/cart/lineGroups'
import type { UpgradeSuggestion } from '@/domain/checkout/api'
import { CartLineItem } from './CartLineItem'
import { CartCodes } from './CartCodes'
import { CartTotalsView } from './CartTotalsView'
import { UpsellList } from './UpsellList'
import { useDigitalCart } from '@/components/digitalCart/useDigitalCart'
import { lateComponent } from '@/components/ui/lateComponent'
import { useCart } from './useCart'

// Most carts hold no passes: their part is fetched only for a cart that does (or has a notice about them).
const useDigitalCartSection = lateComponent(() => import('@/components/digitalCart/DigitalCartSection').then((module) => module.DigitalCartSection), {
  early: false,
})

type Props = {
  /** The level of the cart's section headings; line titles sit one deeper. */
  headingLevel: HeadingLevel
  /** Remove, name guests, upgrade, enter a discount code and gift cards; otherwise a read-only summary. */
  editable?: boolean
}

/**
 * Everything in the cart: the lines, the discount code, the totals and the upsells. What an action
 * changed is read out from one status region, and focus never falls off a removed button.
 */
export function CartContents({ headingLevel, editable = false }: Props) {
  const t = useTranslations('cart')
  const cart = useCart()
  const digital = useDigitalCart()
  const id = useId()
  const [status, setStatus] = useState('')
  const [focusId, setFocusId] = useState<string | null>(null)
  const passesShown = digital.hydrated && (digital.items.length > 0 || digital.problem !== null)
  const DigitalCartSection = useDigitalCartSection(passesShown)
  const passes = DigitalCartSection ? <DigitalCartSection headingLevel={headingLevel} editable={editable} showTotals={false} /> : null
  const titleId = (line: CartLine) => `${id}-${line.dataKey}`
  const productsId = `${id}-products`
  const emptyId = `${id}-empty`

  useEffect(() => {
    if (!focusId) return
    document.getElementById(focusId)?.focus()
    setFocusId(null)
  }, [focusId])

  const announce = (text: string) => setStatus((previous) => freshAnnouncement(previous, text))

  const groups = groupLines(cart.lines)

  const remove = (group: LineGroup, index: number) => {
    const next = groups[index + 1] ?? groups[index - 1]
    const line = group.lines[0]!
    cart.removeLines(group.lines.map((l) => l.dataKey))
    announce(t('line.removed', { title: line.title || t('line.untitled') }))
    setFocusId(next ? titleId(next.lines[0]!) : emptyId)
  }

  /** A row's quantity: units added as the same purchase, or the last ones taken out. */
  const changeQuantity = (group: LineGroup, quantity: number) => {
    const title = group.lines[0]!.title || t('line.untitled')
    let count = group.lines.length
    for (; count < quantity; count++) if (!cart.addUnit(group.lines[0]!.dataKey).ok) break
    if (quantity < count) cart.removeLines(group.lines.slice(quantity).map((l) => l.dataKey))
    announce(count < quantity ? t('line.quantityFull', { title, quantity: count }) : t('line.quantityChanged', { title, quantity: Math.min(count, quantity) }))
  }

  const upgrade = (line: CartLine, suggestion: UpgradeSuggestion) => {
    cart.upgrade(line.dataKey, suggestion)
    announce(t('upgrade.done', { title: suggestion.title }))
    setFocusId(titleId(line))
  }

  return (
    <div className="cart-contents" aria-busy={cart.loading}>
      <p role="status" className="visually-hidden">
        {status}
      </p>
      {!cart.hydrated || (passesShown && !DigitalCartSection) ? (
        <p>{t('loadingContents')}</p>
      ) : cart.lines.length === 0 && digital.items.length === 0 ? (
        <>
          <p id={emptyId} tabIndex={-1} className="cart-contents__empty">
            {t('empty')}
          </p>
          {passes}
        </>
      ) : (
        <>
          {cart.lines.length > 0 ? (
            <section aria-labelledby={productsId}>
              <FocusableHeading level={headingLevel} id={productsId} className="cart-contents__title">
                {t('products')}
              </FocusableHeading>
              <ul className="cart-lines">
                {groups.map((group, index) => {
                  const line = group.lines[0]!
                  const grouped = groupsByQuantity(line)
                  return (
                    <li key={line.dataKey}>
                      <CartLineItem
                        line={line}
                        titleId={titleId(line)}
                        level={deeper(headingLevel)}
                        editable={editable}
                        upgrades={cart.upgrades[line.dataKey] ?? []}
                        onRemove={() => remove(group, index)}
                        onUpgrade={(suggestion) => upgrade(line, suggestion)}
                        onNames={(names) => cart.setPersonNames(line.dataKey, names)}
                        quantity={group.lines.length}
                        discountTotal={group.lines.reduce((sum, l) => sum + l.discountAmount, 0)}
                        onQuantity={grouped ? (quantity) => changeQuantity(group, quantity) : undefined}
                      />
                    </li>
                  )
                })}
              </ul>
            </section>
          ) : null}
          {passes}
          {cart.loading ? <p className="cart-contents__updating">{t('updating')}</p> : null}
          {editable ? <CartCodes /> : null}
          {cart.totals ? <CartTotalsView totals={cart.totals} level={headingLevel} idPrefix={id} giftCards={cart.giftCards} /> : null}
          {cart.upsells.length > 0 ? <UpsellList upsells={cart.upsells} level={headingLevel} idPrefix={id} /> : null}
        </>
      )}
    </div>
  )
}
