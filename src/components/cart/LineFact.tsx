import type { ReactNode } from 'react'

/** One labelled fact of a cart line (dates, price, …), a row of the line's description list. */
export function LineFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="cart-line__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * The place of a fact still being fetched: a row with its label and an empty value. Hidden from
 * assistive technology, which hears the line's facts once they are there.
 */
export function PendingLineFact({ label }: { label: string }) {
  return (
    <div className="cart-line__fact cart-line__fact--pending" aria-hidden="true">
      <dt>{label}</dt>
      <dd />
    </div>
  )
}
