/**
 * Every cookie the site sets, in one list (docs/consent.md#categories): the cookie policy's table is
 * generated from it, and the browser's cookie helper refuses a name that is not here or whose
 * category the visitor has not accepted. Purposes are messages (`consent.cookies.<name>`).
 */
import type { ConsentCategory } from './consentChoice'

export type CookieEntry = {
  /** The name as the policy shows it; `pattern` when more than one name belongs to the entry. */
  name: string
  pattern?: RegExp
  category: ConsentCategory
  /** Message key of the purpose under `consent.cookies`. */
  purpose: string
  /** How long the browser keeps it, in seconds; 0: until the browser is closed. */
  maxAge: number
  /** Who writes it: our pages' script, our server, or the tags of the tag manager. */
  setBy: 'browser' | 'server' | 'tagManager'
  /** The name of the company that sets it, when it is not us. */
  provider?: string
}

const minute = 60
const hour = 60 * minute
const day = 24 * hour

/** The consent choice itself: long enough not to ask on every visit, short enough to ask again now and then. */
export const consentCookieName = 'consent'
const consentMaxAge = 180 * day

export const siteCookies: readonly CookieEntry[] = [
  { name: consentCookieName, category: 'essential', purpose: 'consent', maxAge: consentMaxAge, setBy: 'browser' },
  // docs/limits.md#cookies-and-storage: the cart is split over `cart`, `cart.1`, … (earlier versions wrote up to five).
  { name: 'cart', pattern: /^cart(\.[1-4])?$/, category: 'essential', purpose: 'cart', maxAge: day, setBy: 'browser' },
  { name: 'purchaseFlag', category: 'essential', purpose: 'purchaseFlag', maxAge: day, setBy: 'browser' },
  { name: 'shopBrowser', category: 'essential', purpose: 'shopBrowser', maxAge: day, setBy: 'server' },
  { name: 'access', category: 'essential', purpose: 'access', maxAge: 15 * minute, setBy: 'server' },
  { name: 'refresh', category: 'essential', purpose: 'refresh', maxAge: 30 * day, setBy: 'server' },
  { name: 'signedIn', category: 'essential', purpose: 'signedIn', maxAge: 30 * day, setBy: 'server' },
  { name: 'loginRedirect', category: 'essential', purpose: 'loginRedirect', maxAge: day, setBy: 'browser' },
  { name: 'payload-token', category: 'essential', purpose: 'staffToken', maxAge: 8 * hour, setBy: 'server' },
  { name: 'payload-theme', category: 'essential', purpose: 'staffTheme', maxAge: 365 * day, setBy: 'browser' },
  // Written by the admin when a staff member picks its language (docs/admin.md#language).
  { name: 'payload-lng', category: 'essential', purpose: 'staffLanguage', maxAge: 365 * day, setBy: 'server' },
  { name: 'NEXT_LOCALE', category: 'functional', purpose: 'language', maxAge: 365 * day, setBy: 'server' },
  { name: 'dismissedAlerts', category: 'functional', purpose: 'dismissedAlerts', maxAge: 365 * day, setBy: 'browser' },
  // What Google's tags write once the container runs: which ones depends on the tags staff add to it.
  { name: '_ga', category: 'analytics', purpose: 'ga', maxAge: 730 * day, setBy: 'tagManager', provider: 'Google' },
  { name: '_ga_<id>', pattern: /^_ga_[A-Z0-9]+$/, category: 'analytics', purpose: 'gaSession', maxAge: 730 * day, setBy: 'tagManager', provider: 'Google' },
  { name: '_gcl_au', category: 'marketing', purpose: 'gclAu', maxAge: 90 * day, setBy: 'tagManager', provider: 'Google' },
]

export function cookieEntry(name: string): CookieEntry | null {
  return siteCookies.find((entry) => (entry.pattern ? entry.pattern.test(name) : entry.name === name)) ?? null
}

export const cookiesOf = (category: ConsentCategory) => siteCookies.filter((entry) => entry.category === category)

/** A lifetime as the policy shows it: the largest whole unit (years, days, hours, minutes). */
export function lifetimeOf(maxAge: number): { unit: 'session' | 'years' | 'days' | 'hours' | 'minutes'; count: number } {
  if (maxAge <= 0) return { unit: 'session', count: 0 }
  if (maxAge % (365 * day) === 0) return { unit: 'years', count: maxAge / (365 * day) }
  if (maxAge % day === 0) return { unit: 'days', count: maxAge / day }
  if (maxAge % hour === 0) return { unit: 'hours', count: maxAge / hour }
  return { unit: 'minutes', count: Math.round(maxAge / minute) }
}
