/**
 * The visitor's cookie choice (docs/consent.md#storage): what they accepted, when, and under which
 * version of the cookie policy. A choice made under another version counts as no choice: the
 * banner asks again, and until then only essential cookies are written.
 */
export const consentCategories = ['essential', 'functional', 'analytics', 'marketing'] as const
export type ConsentCategory = (typeof consentCategories)[number]
export type OptionalCategory = Exclude<ConsentCategory, 'essential'>
export const optionalCategories: readonly OptionalCategory[] = ['functional', 'analytics', 'marketing']

export type Grants = Record<OptionalCategory, boolean>
export type ConsentChoice = Grants & {
  version: number
  /** When it was made, seconds since 1970 (UTC). */
  at: number
}

export const allGranted: Grants = { functional: true, analytics: true, marketing: true }
export const noneGranted: Grants = { functional: false, analytics: false, marketing: false }

/** The cookie value: `v=3&functional=1&analytics=0&marketing=0&at=1767225600`, readable and cookie-safe. */
export function serializeConsent(choice: ConsentChoice): string {
  const flags = optionalCategories.map((category) => `${category}=${choice[category] ? 1 : 0}`)
  return [`v=${choice.version}`, ...flags, `at=${choice.at}`].join('&')
}

const wholeNumber = (text: string | undefined) => (text !== undefined && /^\d{1,12}$/.test(text) ? Number(text) : null)

/** The stored choice, or null when there is none or it cannot be read (then the visitor is asked). */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  if (!value) return null
  const fields = new Map(value.split('&').map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)] as const))
  const version = wholeNumber(fields.get('v'))
  const at = wholeNumber(fields.get('at'))
  if (version === null || at === null) return null
  const grants = { ...noneGranted }
  for (const category of optionalCategories) {
    const flag = fields.get(category)
    if (flag !== '0' && flag !== '1') return null
    grants[category] = flag === '1'
  }
  return { ...grants, version, at }
}

/** The choice that is in force under this policy version, or null (ask). */
export const currentChoice = (choice: ConsentChoice | null, policyVersion: number): ConsentChoice | null =>
  choice && choice.version === policyVersion ? choice : null

export const isGranted = (choice: Grants | null, category: ConsentCategory): boolean => category === 'essential' || Boolean(choice?.[category])

/** The tag manager runs only for a visitor who accepted analytics or marketing. */
export const tagManagerAllowed = (choice: Grants | null) => isGranted(choice, 'analytics') || isGranted(choice, 'marketing')

type ConsentState = 'granted' | 'denied'
export type ConsentModeState = Record<
  'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage' | 'functionality_storage' | 'personalization_storage' | 'security_storage',
  ConsentState
>

const state = (granted: boolean): ConsentState => (granted ? 'granted' : 'denied')

/**
 * Google Consent Mode v2 from our four categories: functional → functionality and personalization
 * storage, analytics → analytics storage, marketing → the three ad signals. Security storage is
 * essential. With no choice everything else is denied: this is also the default set before any tag.
 */
export function consentModeOf(choice: Grants | null): ConsentModeState {
  const functional = isGranted(choice, 'functional')
  const marketing = isGranted(choice, 'marketing')
  return {
    ad_storage: state(marketing),
    ad_user_data: state(marketing),
    ad_personalization: state(marketing),
    analytics_storage: state(isGranted(choice, 'analytics')),
    functionality_storage: state(functional),
    personalization_storage: state(functional),
    security_storage: 'granted',
  }
}
