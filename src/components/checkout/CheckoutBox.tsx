import type { ReactNode } from 'react'

/** A boxed part of checkout's review and of the order confirmation, named by its h3. */
export function CheckoutBox({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <section className="checkout-box" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {children}
    </section>
  )
}
