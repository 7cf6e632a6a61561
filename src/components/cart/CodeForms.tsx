'use client'

import { DiscountCodeForm } from './DiscountCodeForm'
import { GiftCardBalanceCheck } from './GiftCardBalanceCheck'
import { GiftCardCodesForm } from './GiftCardCodesForm'

/** The discount code, the gift cards to pay with and the balance check: one script, loaded by CartCodes. */
export function CodeForms() {
  return (
    <div className="cart-codes__forms">
      <DiscountCodeForm />
      <GiftCardCodesForm />
      <GiftCardBalanceCheck />
    </div>
  )
}
