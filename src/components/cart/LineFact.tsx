import './LineFact.css'
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
