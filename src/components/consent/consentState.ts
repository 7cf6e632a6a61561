/**
 * The visitor's consent as the browser knows it (docs/consent.md#storage): the `consent` cookie,
 * read against the policy version the page was rendered with (the site frame carries it as
 * `data-consent-version`, so any script can check before the banner has woken up). A page without
 * it (none of ours) counts no choice: only essential cookies are written there.
 */
import { currentChoice, parseConsent, type ConsentChoice } from '@/domain/consent/consentChoice'
import { consentCookieName } from '@/domain/consent/cookies'
import { readCookieValue } from '@/domain/consent/cookieWrite'

export const versionAttribute = 'data-consent-version'

function policyVersion(): number | null {
  const value = Number(document.querySelector(`[${versionAttribute}]`)?.getAttribute(versionAttribute))
  return Number.isInteger(value) && value > 0 ? value : null
}

/** The choice in force now, or null: none made, unreadable, or made under another policy version. */
export function consentChoice(): ConsentChoice | null {
  if (typeof document === 'undefined') return null
  const version = policyVersion()
  return version === null ? null : currentChoice(parseConsent(readCookieValue(document.cookie, consentCookieName)), version)
}
