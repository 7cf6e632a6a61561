'use client'

import { useEffect } from 'react'
import { useDigitalCart } from '@/components/digitalCart/useDigitalCart'
import { IntlIsland } from '@/components/ui/IntlIsland'
import type { Locale } from '@/domain/locale'
import type { AddNotice } from './cartStore'
import { useCart } from './useCart'

/** What the header's cart button shows of the cart once its store is in. */
export type CartSummary = { count: number; hasPasses: boolean; lastAdd: AddNotice | null }

/**
 * The header's link to the cart's stores (both parts: the lines and the activities shop's passes).
 * The cart button loads this file after the page has woken up, so the stores, the cart rules and
 * the pricing calls are not in every page's first script; loading it reads the cart, prices it,
 * restores a cart kept over a payment and checks the passes, as before. It renders nothing.
 */
export default function CartSync({ locale, onChange }: { locale: Locale; onChange: (summary: CartSummary) => void }) {
  // The stores keep their contents in the page's language, which they read from next-intl.
  return (
    <IntlIsland intl={{ locale, messages: {} }}>
      <Sync onChange={onChange} />
    </IntlIsland>
  )
}

function Sync({ onChange }: { onChange: (summary: CartSummary) => void }) {
  const cart = useCart()
  const digital = useDigitalCart()
  // One cart, two parts: the lines, and the passes counted by amount.
  const count = cart.lines.length + digital.items.reduce((sum, item) => sum + item.amount, 0)
  const hasPasses = digital.items.length > 0
  const ready = cart.hydrated && digital.hydrated
  const { lastAdd } = cart
  useEffect(() => {
    if (ready) onChange({ count, hasPasses, lastAdd })
  }, [ready, count, hasPasses, lastAdd, onChange])
  return null
}
