/**
 * The rules of the browser's cookie helper (docs/consent.md#the-cookie-helper): a name that is a
 * cookie attribute is refused (a value written under it would be read as an attribute by some
 * parsers), so is a name the cookie list does not know, and so is one whose category the visitor
 * has not accepted. Attributes are always ours: path /, SameSite=Lax, Secure on https, and the
 * lifetime from the list unless a shorter one is asked for.
 */
import { isGranted, type Grants } from './consentChoice'
import { cookieEntry } from './cookies'

export const reservedCookieNames = ['expires', 'max-age', 'path', 'domain', 'secure', 'samesite'] as const

export type CookieRefusal = 'reservedName' | 'invalidName' | 'invalidValue' | 'unlisted' | 'notConsented'
export type CookieWrite = { ok: true; assignment: string } | { ok: false; reason: CookieRefusal }

/** A cookie name token (RFC 6265): no separators, spaces or controls. */
const tokenPattern = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

function checkName(name: string): CookieRefusal | null {
  if ((reservedCookieNames as readonly string[]).includes(name.trim().toLowerCase())) return 'reservedName'
  if (!tokenPattern.test(name)) return 'invalidName'
  return cookieEntry(name) ? null : 'unlisted'
}

const attributes = (maxAge: number, secure: boolean) => `; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`

type WriteInput = { name: string; value: string; maxAge?: number; secure: boolean; grants: Grants | null }

/** The `document.cookie` assignment that stores `value`; `value` must already be cookie-safe (encoded). */
export function cookieAssignment({ name, value, maxAge, secure, grants }: WriteInput): CookieWrite {
  const refusal = checkName(name)
  if (refusal) return { ok: false, reason: refusal }
  const entry = cookieEntry(name)!
  if (!isGranted(grants, entry.category)) return { ok: false, reason: 'notConsented' }
  if (/[;\s,"\\]/.test(value)) return { ok: false, reason: 'invalidValue' }
  return { ok: true, assignment: `${name}=${value}${attributes(Math.min(maxAge ?? entry.maxAge, entry.maxAge), secure)}` }
}

/**
 * The assignment that deletes a cookie: always allowed for a listed name, consent or not (withdrawing
 * deletes). `domain`: for a cookie another script wrote for the whole domain (Google's tags write
 * theirs on the site's parent domain), which only an assignment naming that domain deletes.
 */
export function cookieRemoval(name: string, secure: boolean, domain?: string): CookieWrite {
  const refusal = checkName(name)
  if (refusal) return { ok: false, reason: refusal }
  return { ok: true, assignment: `${name}=${attributes(0, secure)}${domain ? `; Domain=${domain}` : ''}` }
}

/** `www.resort.example` → `resort.example`, `www.resort.example`: the domains a script may have written a cookie on. */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.')
  if (labels.length < 2 || /^[\d.]+$/.test(hostname)) return []
  return labels
    .slice(0, -1)
    .map((_, i) => labels.slice(i).join('.'))
    .filter((domain) => domain.includes('.'))
    .reverse()
}

/** The value of a cookie in a `document.cookie` string, as stored (not decoded); null when absent. */
export function readCookieValue(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const trimmed = part.trim()
    if (trimmed.startsWith(`${name}=`)) return trimmed.slice(name.length + 1)
  }
  return null
}

/** The names in a `document.cookie` string. */
export const cookieNamesIn = (cookieHeader: string): string[] =>
  cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.includes('='))
    .map((part) => part.slice(0, part.indexOf('=')))
