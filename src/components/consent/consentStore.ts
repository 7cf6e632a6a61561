/**
 * Saving the visitor's choice (docs/consent.md#storage) and asking for the settings dialog from
 * anywhere on the page (the footer's button, the cookie policy's button): both reach the one banner
 * island through this module.
 */
import { serializeConsent, type Grants } from '@/domain/consent/consentChoice'
import { consentCookieName, cookieEntry } from '@/domain/consent/cookies'
import { externalStore } from '@/components/ui/externalStore'
import { cookieNames, removeCookie, setCookie } from './cookies'

const store = externalStore({ settingsRequests: 0 }, () => {})
export const { subscribe, getSnapshot, getServerSnapshot } = store

export function openCookieSettings() {
  store.publish({ settingsRequests: getSnapshot().settingsRequests + 1 })
}

/**
 * Stores the choice with its time and policy version, then deletes what a withdrawn category had
 * written. The language cookie is HttpOnly: the request hook deletes it on the next page.
 */
export function saveConsent(grants: Grants, policyVersion: number, now: number) {
  setCookie(consentCookieName, serializeConsent({ ...grants, version: policyVersion, at: Math.floor(now / 1000) }))
  for (const name of cookieNames()) {
    const entry = cookieEntry(name)
    if (entry && entry.category !== 'essential' && !grants[entry.category]) removeCookie(name, entry.setBy === 'tagManager')
  }
}
