'use client'

import type { ComponentProps, ReactNode } from 'react'

/**
 * Lifts the fieldset's `disabled` once React has attached it: in the browser's next microtask, after
 * the commit that attached it. React keeps rendering `disabled` (so the server's HTML and hydration
 * agree, and React never sets it again); the ref is what lifts it, on hydration and on a client-side
 * mount alike, before the browser paints. Done in React's commit instead, as a render with an
 * "awake" flag did, the change came in one more render of every such part after hydration, and from
 * the commit's deep call stack: a browser whose performance is traced (Lighthouse) records that stack
 * for each control whose state changes: 60–70 ms of a product page's load on a fast machine.
 */
function wake(fieldset: HTMLFieldSetElement | null) {
  if (fieldset) queueMicrotask(() => (fieldset.disabled = false))
}

/**
 * Controls the server renders, disabled until React takes them over. Before that, what a visitor
 * types is not in the component's state (React empties the field on its next render), a tick is
 * undone, a button does nothing, and a form's button would send the bare form and reload the page:
 * an island's script can come a moment after its HTML. A fieldset without a role of its own, laid out
 * as if it were not there (`.awake-controls`) unless a className says otherwise.
 */
export function AwakeControls({ children, className = 'awake-controls' }: { children: ReactNode; className?: string }) {
  return (
    <fieldset ref={wake} className={className} role="presentation" disabled>
      {children}
    </fieldset>
  )
}

/** A form whose controls wait for its script (AwakeControls). */
export function AwakeForm({ children, ...props }: ComponentProps<'form'>) {
  return (
    <form {...props}>
      <AwakeControls>{children}</AwakeControls>
    </form>
  )
}
