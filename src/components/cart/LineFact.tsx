import './LineFact.css'
import type { ReactNode } from 'react'

/**
 * One labelled fact of a cart line (dates, price, …), a row of the line's description list. A
 * `pending` row only keeps the place of a fact still being fetched: it is hidden from assistive
 * technology, which hears the line's facts once they are there.
 */
export function LineFact({ label, children, pending = false }: { label: string; children?: ReactNode; pending?: boolean }) {
  if (pending)
    return (
      <div className="cart-line__fact cart-line__fact--pending" aria-hidden="true">
        <dt>{label}</dt>
        <dd />
      </div>
    )
  return (
    <div className="cart-line__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
