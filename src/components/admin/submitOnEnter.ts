import type { KeyboardEvent } from 'react'

/**
 * The staff actions sit inside Payload's document form: Enter in one of their text inputs would
 * submit that form (a save staff cannot make), so it runs the action instead.
 */
export const submitOnEnter = (submit: () => void) => (event: KeyboardEvent<HTMLElement>) => {
  const target = event.target
  if (event.key !== 'Enter' || !(target instanceof HTMLInputElement) || target.type === 'checkbox' || target.type === 'radio') return
  event.preventDefault()
  submit()
}
