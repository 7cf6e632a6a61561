/**
 * Where a visitor goes after signing in (docs/behaviour.md#login): the stored `loginRedirect` cookie first
 * (same-site relative paths only), else the profile page when the profile is incomplete, else the
 * set redirect or home — staying on checkout when already there.
 */
import { requiredContactFields } from '../checkout/fieldLimits'

export type ProfileFields = { firstName: string; lastName: string; phone: string; address: string; city: string; zip: string }

/** Complete when the fields checkout requires are filled (the e-mail always is): the postal address is optional in both. */
export const isProfileComplete = (profile: Partial<ProfileFields>) =>
  requiredContactFields.every((key) => key === 'email' || (profile[key] ?? '').trim() !== '')

/**
 * A path on this site, or null: must start with one `/`, not `//` or `/\\` (other hosts), contain no
 * scheme, backslash or control characters, and stay within the site after URL parsing.
 */
export function safeRedirectPath(candidate: string | null | undefined): string | null {
  if (!candidate) return null
  let value: string
  try {
    value = decodeURIComponent(candidate)
  } catch {
    return null
  }
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f]/.test(value)) return null
  const parsed = new URL(value, 'https://site.invalid')
  if (parsed.origin !== 'https://site.invalid') return null
  // Dot segments collapse while parsing ('/.//evil' becomes '//evil'): the result is checked again.
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`
  return path.startsWith('//') ? null : path
}

export type RedirectInput = {
  cookie: string | null
  profile: Partial<ProfileFields>
  currentPath: string
  /** The page that asked for sign-in, if any. */
  setRedirect: string | null
  paths: { home: string; profile: string; checkout: string }
}

export function redirectAfterLogin({ cookie, profile, currentPath, setRedirect, paths }: RedirectInput): string {
  const stored = safeRedirectPath(cookie)
  if (stored) return stored
  if (!isProfileComplete(profile)) return paths.profile
  if (currentPath === paths.checkout) return paths.checkout
  return safeRedirectPath(setRedirect) ?? paths.home
}
