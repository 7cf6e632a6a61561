/**
 * What the account flows remember for the browser session (docs/behaviour.md#registration): the registered flag (the address
 * that was just registered, so step 2 survives a reload), the e-mail carried from sign-in to
 * registration, and the reset flow's step.
 */
function sessionValue(key: string) {
  return {
    read(): string | null {
      try {
        return sessionStorage.getItem(key)
      } catch {
        return null
      }
    },
    write(value: string | null) {
      try {
        if (value === null) sessionStorage.removeItem(key)
        else sessionStorage.setItem(key, value)
      } catch {
        // Storage off: the flow still works within the page.
      }
    },
  }
}

export const registeredEmail = sessionValue('account-registered')
export const carriedEmail = sessionValue('account-email')
/** The reset flow's step 2 ('sent:<email>'); cleared by visiting sign-in or the profile (docs/routes.md#route-steps). */
export const resetProgress = sessionValue('account-reset')
