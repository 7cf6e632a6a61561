import type { GuestTerm } from '@/domain/checkout/guestForm'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'

/** Where each acceptance's policy is read. */
export function policyHref(term: GuestTerm, locale: Locale): string {
  return localizedPath(term === 'cancellationPolicy' ? 'cancellationPolicy' : 'dataProtection', locale)
}
