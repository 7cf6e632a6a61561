/**
 * The one way our pages' script writes cookies (docs/consent.md#the-cookie-helper): the name must
 * be in the cookie list and its category accepted (essential ones always are), and never one of the
 * attribute names. A refused write does nothing and the caller carries on without it; a name the
 * list does not allow is a mistake in our code, and is logged.
 */
import { cookieAssignment, cookieDomains, cookieNamesIn, cookieRemoval, readCookieValue } from '@/domain/consent/cookieWrite'
import { consentChoice } from './consentState'

const isHttps = () => window.location.protocol === 'https:'

/** Stores `value` (cookie-safe already: encode it first); false when refused. `maxAge` may only shorten the listed lifetime. */
export function setCookie(name: string, value: string, maxAge?: number): boolean {
  const write = cookieAssignment({ name, value, maxAge, secure: isHttps(), grants: consentChoice() })
  if (!write.ok) {
    if (write.reason !== 'notConsented') console.warn(`Cookie ${name} not written: ${write.reason}`)
    return false
  }
  document.cookie = write.assignment
  return true
}

/** Deletes a cookie; `everyDomain` also where another script may have written it for the whole domain. */
export function removeCookie(name: string, everyDomain = false) {
  for (const domain of [undefined, ...(everyDomain ? cookieDomains(window.location.hostname) : [])]) {
    const removal = cookieRemoval(name, isHttps(), domain)
    if (removal.ok) document.cookie = removal.assignment
  }
}

export const readCookie = (name: string): string | null => readCookieValue(document.cookie, name)

export const cookieNames = (): string[] => cookieNamesIn(document.cookie)
