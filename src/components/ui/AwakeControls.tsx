'use client'

import type { ComponentProps, ReactNode } from 'react'
import { useAwake } from './useAwake'

/**
 * Controls the server renders, disabled until React takes them over. Before that, what a visitor
 * types is not in the component's state (React empties the field on its next render), a tick is
 * undone, and a form's button would send the bare form and reload the page: an island's script can
 * come a moment after its HTML. A fieldset without a role of its own, laid out as if it were not
 * there (`.awake-controls`) unless a className says otherwise.
 */
export function AwakeControls({ children, className = 'awake-controls' }: { children: ReactNode; className?: string }) {
  const awake = useAwake()
  return (
    <fieldset className={className} role="presentation" disabled={!awake}>
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
